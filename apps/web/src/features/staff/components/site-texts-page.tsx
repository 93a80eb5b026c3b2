import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  bannerSchema,
  contactsSchema,
  headlineSchema,
  type Banner,
  type Contact,
  type Headline,
} from '@college/contracts/entities/site-text';
import { TextField } from '../../../components/form/fields';
import { bind, bindText, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { builtContacts } from '../../../content/contacts';
import { roles as mlRoles } from '../../../content/ml/contacts';
import { HOME_HEADLINE, HOME_SUBHEADLINE } from '../../../content/home-headline';
import { errorMessage } from '../../../lib/api-error';
import { useSaveBanner, useSaveContacts, useSaveHeadline, useSiteTexts } from '../api/site-texts-api';

/** Reports a save: the toast on success, the fields' messages (or a toast) when refused. */
async function saved(work: Promise<unknown>, done: string, onFields: (err: unknown) => boolean) {
  try {
    await work;
    toast({ title: done, variant: 'success' });
  } catch (err) {
    if (!onFields(err)) toast({ title: errorMessage(err, 'Not saved'), variant: 'destructive' });
  }
}

function HeadlineForm({ value }: { value: Headline }) {
  const save = useSaveHeadline();
  const form = useForm({ resolver: zodResolver(headlineSchema), defaultValues: value });
  const submit = form.handleSubmit((body) =>
    saved(save.mutateAsync(body), 'Headline saved: on the home page within seconds', (err) => showFieldErrors(form, err)),
  );
  return (
    <form className="card staff-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="headline-title">
      <h2 id="headline-title">Home page headline</h2>
      <TextField
        id="headline-en"
        label="Headline (English)"
        required
        maxLength={120}
        {...bind(form, 'titleEn')}
        error={errorOf(form, 'titleEn')}
      />
      <TextField id="headline-ml" label="Headline (Malayalam)" lang="ml" maxLength={120} {...bindText(form, 'titleMl')} />
      <TextField
        id="lead-en"
        label="Line under it (English)"
        required
        maxLength={300}
        {...bind(form, 'leadEn')}
        error={errorOf(form, 'leadEn')}
      />
      <TextField id="lead-ml" label="Line under it (Malayalam)" lang="ml" maxLength={300} {...bindText(form, 'leadMl')} />
      <p>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save headline'}
        </button>
      </p>
    </form>
  );
}

function BannerForm({ value }: { value: Banner }) {
  const save = useSaveBanner();
  const form = useForm({ resolver: zodResolver(bannerSchema), defaultValues: value });
  const submit = form.handleSubmit((body) =>
    saved(save.mutateAsync(body), body.textEn ? 'Banner saved: on the home page within seconds' : 'Banner taken down', (err) =>
      showFieldErrors(form, err),
    ),
  );
  return (
    <form className="card staff-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="banner-title">
      <h2 id="banner-title">Admission banner</h2>
      <p className="hint">A line under the home page’s headline, like the last day to apply. Leave the English empty to take it down.</p>
      <TextField id="banner-en" label="Banner (English)" maxLength={200} {...bindText(form, 'textEn')} />
      <TextField id="banner-ml" label="Banner (Malayalam)" lang="ml" maxLength={200} {...bindText(form, 'textMl')} />
      <TextField
        id="banner-link"
        label="Page it leads to (optional)"
        hint="A page of this site, like /admission."
        maxLength={200}
        {...bindText(form, 'link')}
      />
      <TextField id="banner-until" label="Last day it shows (optional)" type="date" {...bindText(form, 'until')} />
      <p>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save banner'}
        </button>
      </p>
    </form>
  );
}

const blankContact: Contact = { roleEn: '', roleMl: '', name: '', official: '', personal: '' };

function ContactsForm({ value }: { value: Contact[] }) {
  const save = useSaveContacts();
  const form = useForm({ resolver: zodResolver(contactsSchema), defaultValues: { contacts: value } });
  const rows = useFieldArray({ control: form.control, name: 'contacts' });
  const submit = form.handleSubmit((body) =>
    saved(save.mutateAsync(body.contacts), 'Phone numbers saved: on the contact page within seconds', (err) => showFieldErrors(form, err)),
  );
  return (
    <form className="card staff-form staff-form--wide" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="contacts-title">
      <h2 id="contacts-title">Important phone numbers (contact page)</h2>
      {errorOf(form, 'contacts') ? (
        <p className="error-text" role="alert">
          {errorOf(form, 'contacts')}
        </p>
      ) : null}
      {rows.fields.map((row, i) => (
        <fieldset key={row.id} className="site-texts__contact">
          <legend>Contact {i + 1}</legend>
          <TextField id={`contact-${i}-role`} label="Role (English)" required maxLength={100} {...bindText(form, `contacts.${i}.roleEn`)} />
          <TextField
            id={`contact-${i}-role-ml`}
            label="Role (Malayalam)"
            lang="ml"
            maxLength={100}
            {...bindText(form, `contacts.${i}.roleMl`)}
          />
          <TextField id={`contact-${i}-name`} label="Name" required maxLength={100} {...bindText(form, `contacts.${i}.name`)} />
          <TextField
            id={`contact-${i}-official`}
            label="Office number"
            required
            inputMode="tel"
            maxLength={20}
            {...bindText(form, `contacts.${i}.official`)}
          />
          <TextField
            id={`contact-${i}-personal`}
            label="Mobile number"
            required
            inputMode="tel"
            maxLength={20}
            {...bindText(form, `contacts.${i}.personal`)}
          />
          <button type="button" className="button button--secondary" onClick={() => rows.remove(i)}>
            Remove contact {i + 1}
          </button>
        </fieldset>
      ))}
      <p>
        <button type="button" className="button button--secondary" onClick={() => rows.append(blankContact)}>
          Add a contact
        </button>{' '}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save phone numbers'}
        </button>
      </p>
    </form>
  );
}

/** /staff/site: the few words of the site the office changes without a release. */
export function StaffSiteTextsPage() {
  usePageTitle();
  const texts = useSiteTexts();
  return (
    <div className="page office-page">
      <h1>Headline, banner and phone numbers</h1>
      <p className="hint">
        Each shows on the site within seconds of saving, in English and Malayalam (the English, marked as such, where the Malayalam is
        empty), and every change is recorded. <a href={paths.home()}>See the home page</a>
      </p>
      {texts.isPending ? <p role="status">Loading...</p> : null}
      {texts.error ? <p role="alert">The texts could not be loaded. Reload to try again.</p> : null}
      {texts.data ? (
        <>
          <HeadlineForm value={texts.data.headline ?? { titleEn: HOME_HEADLINE, titleMl: '', leadEn: HOME_SUBHEADLINE, leadMl: '' }} />
          <BannerForm value={texts.data.banner ?? { textEn: '', textMl: '', link: '/admission', until: '' }} />
          <ContactsForm value={texts.data.contacts ?? builtContacts(mlRoles)} />
        </>
      ) : null}
    </div>
  );
}

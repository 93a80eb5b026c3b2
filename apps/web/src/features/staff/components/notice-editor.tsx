import { indiaInput } from '@college/contracts/rules/day';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CLOSING_CATEGORIES,
  noticeInputSchema,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  type NoticeInput,
  type StaffNotice,
} from '@college/contracts/entities/notice';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { draftKey } from '../../../lib/drafts';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useSaveNotice } from '../api/notices-api';
import { OfficeDraftNotice } from './office-draft-notice';

/** An instant as the form's India date-and-time field shows it (yyyy-mm-ddThh:mm). */

const blank: NoticeInput = {
  category: 'general',
  titleEn: '',
  bodyEn: '',
  titleMl: '',
  bodyMl: '',
  malayalamCurrent: false,
  publishAt: '',
  validUntil: '',
  closesAt: '',
  startsAt: '',
  endsAt: '',
  placeEn: '',
  placeMl: '',
  cancelled: false,
};

/** What only an event has: let go when the kind changes, so a stray time is never refused later. */
const EVENT_FIELDS = { startsAt: '', endsAt: '', placeEn: '', placeMl: '', cancelled: false } as const;

/** Writing or changing a notice: English and Malayalam side by side, its time on the site and its last day. */
export function NoticeEditor({ notice, onDone }: { notice: StaffNotice | null; onDone: () => void }) {
  const save = useSaveNotice();
  const form = useForm({
    resolver: zodResolver(noticeInputSchema),
    defaultValues: notice
      ? {
          category: notice.category,
          titleEn: notice.titleEn,
          bodyEn: notice.bodyEn,
          titleMl: notice.titleMl,
          bodyMl: notice.bodyMl,
          malayalamCurrent: false,
          publishAt: indiaInput(notice.publishAt),
          validUntil: notice.validUntil ?? '',
          closesAt: indiaInput(notice.closesAt),
          startsAt: indiaInput(notice.startsAt),
          endsAt: indiaInput(notice.endsAt),
          placeEn: notice.placeEn,
          placeMl: notice.placeMl,
          cancelled: notice.cancelled,
          version: notice.version,
        }
      : blank,
  });
  const { restoredDraft, clearDraft } = useFormDraft(form, draftKey('office-notice', notice?.id ?? 'new'));
  const close = () => {
    clearDraft();
    onDone();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: notice?.id ?? null, body });
      toast({ title: notice ? 'Notice saved' : 'Notice saved as a draft', variant: 'success' });
      close();
    } catch (err) {
      if (!showFieldErrors(form, err)) toast({ title: errorMessage(err, 'The notice was not saved'), variant: 'destructive' });
    }
  });
  const category = bind(form, 'category');
  const current = bind(form, 'malayalamCurrent');
  const cancelled = bind(form, 'cancelled');
  // Fields the contract fills in when left out: the form always holds a value for them.
  const text = (name: 'titleMl' | 'bodyMl' | 'publishAt' | 'validUntil' | 'closesAt' | 'startsAt' | 'endsAt' | 'placeEn' | 'placeMl') => {
    const field = bind(form, name);
    return { value: field.value ?? '', onChange: (v: string) => field.onChange(v), error: errorOf(form, name) };
  };
  return (
    <form
      className="card staff-form staff-form--wide notice-editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="notice-editor-title"
    >
      <h2 id="notice-editor-title">{notice ? `Change “${notice.titleEn}”` : 'Write a notice'}</h2>
      <OfficeDraftNotice shown={restoredDraft} />
      <SelectField
        id="notice-category"
        label="Category"
        value={category.value}
        onChange={(v) => {
          category.onChange(v as typeof category.value);
          // Only tenders and recruitment close: a closing time typed for another kind is let go.
          if (!CLOSING_CATEGORIES.includes(v as typeof category.value)) form.setValue('closesAt', '');
          if (v !== 'event') for (const [k, empty] of Object.entries(EVENT_FIELDS)) form.setValue(k as keyof typeof EVENT_FIELDS, empty);
        }}
        options={NOTICE_CATEGORIES.map((c) => ({ value: c, label: NOTICE_CATEGORY_LABELS[c].en }))}
        error={errorOf(form, 'category')}
      />
      <div className="notice-editor__languages">
        <fieldset>
          <legend>English</legend>
          <TextField
            id="notice-title-en"
            label="Title"
            required
            maxLength={150}
            {...bind(form, 'titleEn')}
            error={errorOf(form, 'titleEn')}
          />
          <TextAreaField
            id="notice-body-en"
            label="Text"
            hint="Plain text. A blank line starts a new paragraph."
            rows={8}
            maxLength={5000}
            {...bind(form, 'bodyEn')}
            error={errorOf(form, 'bodyEn')}
          />
        </fieldset>
        <fieldset lang="ml">
          <legend lang="en">Malayalam</legend>
          <TextField id="notice-title-ml" label="Title (Malayalam)" maxLength={150} {...text('titleMl')} />
          <TextAreaField
            id="notice-body-ml"
            label="Text (Malayalam)"
            hint="Until it is written, the Malayalam page shows the English, marked as such."
            rows={8}
            maxLength={5000}
            {...text('bodyMl')}
          />
          {notice?.malayalamOutOfDate ? (
            <CheckboxField
              id="notice-ml-current"
              label="The Malayalam says what the English says now"
              hint="The English changed after the Malayalam was written: the Malayalam page shows the English until this is confirmed or the Malayalam is changed."
              checked={current.value ?? false}
              onChange={current.onChange}
            />
          ) : null}
        </fieldset>
      </div>
      {category.value === 'event' ? (
        <fieldset className="notice-editor__event">
          <legend>The event</legend>
          <TextField id="notice-starts-at" label="Starts (India time)" type="datetime-local" required {...text('startsAt')} />
          <TextField id="notice-ends-at" label="Ends (India time)" type="datetime-local" required {...text('endsAt')} />
          <TextField id="notice-place-en" label="Place" required maxLength={150} {...text('placeEn')} />
          <TextField
            id="notice-place-ml"
            label="Place (Malayalam)"
            hint="Empty: the Malayalam page shows the English."
            maxLength={150}
            lang="ml"
            {...text('placeMl')}
          />
          <CheckboxField
            id="notice-cancelled"
            label="Called off"
            hint="The event stays on the site and in calendars, marked as called off."
            checked={cancelled.value ?? false}
            onChange={cancelled.onChange}
          />
        </fieldset>
      ) : null}
      <TextField
        id="notice-publish-at"
        label="On the site from (India time)"
        hint="Empty: from the moment it is published. A time ahead schedules it."
        type="datetime-local"
        {...text('publishAt')}
      />
      <TextField
        id="notice-valid-until"
        label="Last day on What's New"
        hint="Empty: until it is taken off. After this day it stays in the archive."
        type="date"
        {...text('validUntil')}
      />
      {CLOSING_CATEGORIES.includes(category.value) ? (
        <TextField
          id="notice-closes-at"
          label="Closes at (India time)"
          hint="The last moment to send a bid or an application. The notice leaves What's New then and stays in the archive."
          type="datetime-local"
          {...text('closesAt')}
        />
      ) : null}
      <p className="allotment-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {notice ? 'Save changes' : 'Save as a draft'}
        </button>
        <button type="button" className="link-button" onClick={close}>
          Cancel
        </button>
      </p>
    </form>
  );
}

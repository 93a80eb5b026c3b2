import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { COMMITTEE_LABELS, COMMITTEE_MEMBERS_MAX, committeeInputSchema, type StaffCommittee } from '@college/contracts/entities/committee';
import { TextField } from '../../../components/form/fields';
import { bind, errorOf, bindText } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { draftKey } from '../../../lib/drafts';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useSaveCommittee } from '../api/committees-api';
import { OfficeDraftNotice } from './office-draft-notice';

const noMember = { name: '', roleEn: '', roleMl: '', phone: '', email: '' };

/** Setting up or changing a committee: the order, the term, the review date and every member. */
export function CommitteeEditor({ committee, onDone }: { committee: StaffCommittee; onDone: () => void }) {
  const save = useSaveCommittee();
  const name = COMMITTEE_LABELS[committee.kind].en;
  const form = useForm({
    resolver: zodResolver(committeeInputSchema),
    defaultValues: {
      orderRef: committee.orderRef,
      termFrom: committee.termFrom ?? '',
      termUntil: committee.termUntil ?? '',
      reviewBy: committee.reviewBy ?? '',
      members: committee.members.length > 0 ? committee.members : [noMember],
      ...(committee.constituted ? { version: committee.version } : {}),
    },
  });
  const members = useFieldArray({ control: form.control, name: 'members' });
  const { restoredDraft, clearDraft } = useFormDraft(form, draftKey('office-committee', committee.kind));
  const close = () => {
    clearDraft();
    onDone();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ kind: committee.kind, body });
      toast({ title: `${name} saved`, variant: 'success' });
      close();
    } catch (err) {
      if (!showFieldErrors(form, err)) toast({ title: errorMessage(err, 'The committee was not saved'), variant: 'destructive' });
    }
  });
  const text = (field: 'reviewBy') => bindText(form, field);
  const memberText = (i: number, field: 'name' | 'roleEn' | 'roleMl' | 'phone' | 'email') => bindText(form, `members.${i}.${field}`);
  return (
    <form className="card staff-form staff-form--wide" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="committee-editor-title">
      <h2 id="committee-editor-title">{committee.constituted ? `Change the ${name}` : `Set up the ${name}`}</h2>
      <OfficeDraftNotice shown={restoredDraft} />
      <TextField
        id="committee-order"
        label="The order that set it up"
        hint="Its number and date, as on the order."
        required
        maxLength={200}
        {...bind(form, 'orderRef')}
        error={errorOf(form, 'orderRef')}
      />
      <div className="committee-editor__dates">
        <TextField
          id="committee-from"
          label="Term from"
          type="date"
          required
          {...bind(form, 'termFrom')}
          error={errorOf(form, 'termFrom')}
        />
        <TextField
          id="committee-until"
          label="Term until"
          type="date"
          required
          {...bind(form, 'termUntil')}
          error={errorOf(form, 'termUntil')}
        />
        <TextField id="committee-review" label="Review by" hint="Empty: at the end of its term." type="date" {...text('reviewBy')} />
      </div>
      <fieldset>
        <legend>Members</legend>
        {errorOf(form, 'members') ? (
          <p className="error-text" role="alert">
            {errorOf(form, 'members')}
          </p>
        ) : null}
        {members.fields.map((m, i) => (
          <fieldset key={m.id} className="committee-editor__member">
            <legend>Member {i + 1}</legend>
            <TextField id={`member-${i}-name`} label="Name" required maxLength={100} {...memberText(i, 'name')} />
            <TextField id={`member-${i}-role`} label="Role in the committee" required maxLength={100} {...memberText(i, 'roleEn')} />
            <TextField id={`member-${i}-role-ml`} label="Role (Malayalam)" lang="ml" maxLength={100} {...memberText(i, 'roleMl')} />
            <TextField id={`member-${i}-phone`} label="Phone" type="tel" maxLength={20} {...memberText(i, 'phone')} />
            <TextField id={`member-${i}-email`} label="Email" type="email" maxLength={254} {...memberText(i, 'email')} />
            <button type="button" className="link-button" onClick={() => members.remove(i)} aria-label={`Remove member ${i + 1}`}>
              Remove
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={members.fields.length >= COMMITTEE_MEMBERS_MAX}
          onClick={() => members.append(noMember)}
        >
          Add a member
        </button>
      </fieldset>
      <p className="allotment-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save
        </button>
        <button type="button" className="link-button" onClick={close}>
          Cancel
        </button>
      </p>
    </form>
  );
}

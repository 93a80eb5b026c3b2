import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { saveAttemptsReset, saveOtpUnlock, saveUndo } from '../api/office-api';

/** A reason and a button: every undo and unlock is explained, and the reason is kept. */
function ReasonForm({
  id,
  title,
  help,
  action,
  busyLabel,
  onSubmit,
}: {
  id: string;
  title: string;
  help: string;
  action: string;
  busyLabel: string;
  onSubmit: (reason: string) => Promise<string>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    setBusy(true);
    setError('');
    try {
      toast({ title: await onSubmit(reason.trim()), variant: 'success' });
      setReason('');
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">{help}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error ? (
          <p className="error-text" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? busyLabel : action}
      </button>
    </form>
  );
}

export function UndoForm({ id, version, onSaved }: { id: string; version: number; onSaved: () => void }) {
  return (
    <ReasonForm
      id="undo"
      title="Undo the last decision"
      help="The status goes back to what it was before, and the applicant is told."
      action="Undo decision"
      busyLabel="Undoing..."
      onSubmit={async (reason) => {
        const res = await saveUndo(id, { reason, version });
        onSaved();
        return res.message ?? 'Decision undone';
      }}
    />
  );
}

export function UnlockForms({ id, mobile, onSaved }: { id: string; mobile: string; onSaved: () => void }) {
  return (
    <>
      <ReasonForm
        id="reset-attempts"
        title="Reset payment attempts"
        help="For an applicant who used up their payment attempts: they may try again."
        action="Reset attempts"
        busyLabel="Resetting..."
        onSubmit={async (reason) => {
          const res = await saveAttemptsReset(id, reason);
          onSaved();
          return `${res.message ?? 'Payment attempts reset'} (${res.data.cleared})`;
        }}
      />
      <ReasonForm
        id="clear-otp"
        title="Clear one-time-code lock"
        help={`For an applicant locked out after wrong codes: +91 ${mobile} may ask for a new code at once.`}
        action="Clear lock"
        busyLabel="Clearing..."
        onSubmit={async (reason) => {
          const res = await saveOtpUnlock(mobile, reason);
          onSaved();
          return res.message ?? 'One-time-code lock cleared';
        }}
      />
    </>
  );
}

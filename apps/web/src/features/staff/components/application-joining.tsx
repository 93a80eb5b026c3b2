import { useState } from 'react';
import { blockLabel, seatLabel } from '@college/contracts/entities/allotment';
import { cancelAdmissionSchema, confirmAdmissionSchema } from '@college/contracts/entities/joining';
import { displayDateTime } from '@college/contracts/rules/day';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCancelAdmission, useConfirmAdmission, useJoining } from '../api/joining-api';

/** One form's field error: the schema's first message, or the server's for that field. */
function fieldError(err: unknown, field: string, fallback: string): string {
  return err instanceof ApiError ? (err.fieldErrors[field]?.[0] ?? errorMessage(err, fallback)) : errorMessage(err, fallback);
}

function ConfirmForm({ id }: { id: string }) {
  const confirm = useConfirmAdmission(id);
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    const check = confirmAdmissionSchema.safeParse({ feeReceipt: receipt });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Enter the fee receipt number');
      return;
    }
    setError('');
    try {
      const res = await confirm.mutateAsync(check.data.feeReceipt);
      toast({ title: `Admitted: ${res.data.admission?.admissionNumber ?? ''}`, variant: 'success' });
    } catch (err) {
      setError(fieldError(err, 'feeReceipt', 'The admission could not be confirmed'));
    }
  };
  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        id="joining-receipt"
        label="Admission fee receipt number"
        value={receipt}
        onChange={setReceipt}
        error={error}
        autoComplete="off"
      />
      <button type="submit" className="button" disabled={confirm.isPending}>
        Confirm admission
      </button>
    </form>
  );
}

function CancelForm({ id, number }: { id: string; number: string }) {
  const cancel = useCancelAdmission(id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    const check = cancelAdmissionSchema.safeParse({ reason });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Give the reason');
      return;
    }
    if (!window.confirm(`Cancel admission ${number}? The seat goes back to the next round.`)) return;
    setError('');
    try {
      await cancel.mutateAsync(check.data.reason);
      toast({ title: 'Admission cancelled', variant: 'success' });
    } catch (err) {
      setError(fieldError(err, 'reason', 'The admission could not be cancelled'));
    }
  };
  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        id="joining-cancel"
        label="Reason for cancelling"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={setReason}
        error={error}
      />
      <button type="submit" className="button button--secondary" disabled={cancel.isPending}>
        Cancel admission
      </button>
    </form>
  );
}

/** The reporting desk on the applicant's page: admit on the accepted seat, or say why not; cancel with a reason. */
export function ApplicationJoining({ id }: { id: string }) {
  const query = useJoining(id);
  if (query.isPending) return null;
  const data = query.data;
  return (
    <section className="card" aria-labelledby="joining-title">
      <h2 id="joining-title">Admission</h2>
      {!data ? (
        <p role="alert">{errorMessage(query.error, 'The admission could not be loaded')}</p>
      ) : data.admission?.status === 'admitted' ? (
        <>
          <p>
            <strong>Admitted: {data.admission.admissionNumber}</strong>
          </p>
          <p>
            {seatLabel(data.admission.seat)}. Fee receipt {data.admission.feeReceipt}, {displayDateTime(data.admission.admittedAt)}.
          </p>
          <CancelForm id={id} number={data.admission.admissionNumber} />
        </>
      ) : (
        <>
          {data.admission ? (
            <p>
              Admission {data.admission.admissionNumber} was cancelled: {data.admission.cancelReason}
            </p>
          ) : null}
          {data.blocked ? <p>{data.blocked}.</p> : null}
          {data.seat ? (
            <>
              <p>
                Accepted seat: {data.seat.branch}, {blockLabel(data.seat.block)}, {data.seat.category}.
              </p>
              <ConfirmForm id={id} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

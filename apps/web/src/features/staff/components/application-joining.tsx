import { rupees } from '@college/contracts/rules/money';
import { useState } from 'react';
import type { z } from '@college/contracts/zod';
import { blockLabel, seatLabel } from '@college/contracts/entities/allotment';
import { cancelAdmissionSchema, confirmAdmissionSchema } from '@college/contracts/entities/joining';
import type { AdmissionFeeView } from '@college/contracts/entities/admission-fee';
import { displayDateTime } from '@college/contracts/rules/day';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCancelAdmission, useConfirmAdmission, useJoining } from '../api/joining-api';

/**
 * The desk's one-field forms (the fee receipt to admit, the reason to cancel): checked by the
 * contract's schema before sending, the server's message for the field shown under it.
 */
function DeskForm<S extends z.ZodType<Record<string, string>>>(props: {
  id: string;
  field: string;
  label: string;
  multiline?: boolean;
  schema: S;
  button: string;
  secondary?: boolean;
  ask?: string;
  send: (value: z.output<S>) => Promise<string>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const check = props.schema.safeParse({ [props.field]: value });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Check this field');
      return;
    }
    if (props.ask && !window.confirm(props.ask)) return;
    setError('');
    setPending(true);
    try {
      toast({ title: await props.send(check.data), variant: 'success' });
    } catch (err) {
      const message = err instanceof ApiError ? err.fieldErrors[props.field]?.[0] : undefined;
      setError(message ?? errorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  const common = { id: props.id, label: props.label, value, onChange: setValue, error };
  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {props.multiline ? <TextAreaField {...common} rows={3} maxLength={500} /> : <TextField {...common} autoComplete="off" />}
      <button type="submit" className={props.secondary ? 'button button--secondary' : 'button'} disabled={pending}>
        {props.button}
      </button>
    </form>
  );
}

/** The seat's fee as the desk needs it: what was paid online, what is due here, or that it is waived. */
function FeeLine({ fee }: { fee: AdmissionFeeView }) {
  const paid = fee.paidRupees - fee.refundedRupees;
  return (
    <p>
      Admission fee {rupees(fee.totalRupees)}
      {fee.concession ? ` (${fee.concession})` : ''}.{' '}
      {fee.deskReceipt
        ? `Paid at the desk: receipt ${fee.deskReceipt}.`
        : fee.dueRupees > 0
          ? `${rupees(fee.dueRupees)} due at the desk${paid > 0 ? ` (${rupees(paid)} paid online)` : ''}.`
          : paid > 0
            ? `Paid online: ${rupees(paid)}.`
            : 'Nothing to pay.'}
      {fee.refundedRupees > 0 ? ` ${rupees(fee.refundedRupees)} refunded or on its way back.` : ''}
    </p>
  );
}

function ConfirmForm({ id, due }: { id: string; due: number }) {
  const confirm = useConfirmAdmission(id);
  return (
    <DeskForm
      id="joining-receipt"
      field="feeReceipt"
      label={due > 0 ? `Receipt number of the ${rupees(due)} taken at the desk` : 'Receipt number (none needed: nothing is due)'}
      schema={confirmAdmissionSchema}
      button="Confirm admission"
      send={async ({ feeReceipt }) => `Admitted: ${(await confirm.mutateAsync(feeReceipt)).data.admission?.admissionNumber ?? ''}`}
    />
  );
}

function CancelForm({ id, number }: { id: string; number: string }) {
  const cancel = useCancelAdmission(id);
  return (
    <DeskForm
      id="joining-cancel"
      field="reason"
      label="Reason for cancelling"
      multiline
      schema={cancelAdmissionSchema}
      button="Cancel admission"
      secondary
      ask={`Cancel admission ${number}? The seat goes back to the next round.`}
      send={async ({ reason }) => (await cancel.mutateAsync(reason)).message ?? 'Admission cancelled'}
    />
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
          {data.fee ? <FeeLine fee={data.fee} /> : null}
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
              {data.fee ? <FeeLine fee={data.fee} /> : null}
              {data.blocked ? null : <ConfirmForm id={id} due={data.fee?.dueRupees ?? 0} />}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

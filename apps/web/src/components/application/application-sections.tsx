import type { ReactNode } from 'react';
import type { Application } from '@college/contracts/entities/application';
import type { Refund } from '@college/contracts/entities/payment';
import { STAGE_LABELS, STATUS_LABELS } from '@college/contracts/stages';
import { displayIstDay, displayDateTime } from '@college/contracts/rules/day';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  );
}

const FEE_STATES: Record<string, string> = {
  pending: 'not paid yet',
  processing: 'payment being confirmed',
  failed: 'last payment failed',
  expired: 'payment session expired',
};

/** 'Paid ₹500 on 23/11/2026 10:15 AM (pay_…)', or what stands in the way. */
function feeInWords(amount: number, fee: Application['paymentDetails']['application_fee']): string {
  const paid = fee.status === 'success' || fee.status === 'completed';
  if (!paid) return `₹${amount}, ${FEE_STATES[fee.status] ?? fee.status}`;
  const when = fee.verifiedAt ? ` on ${displayDateTime(fee.verifiedAt)}` : '';
  return `Paid ₹${amount}${when}${fee.gatewayPaymentId ? ` (${fee.gatewayPaymentId})` : ''}`;
}

/** 'Refund of ₹500 processed on 24/11/2026 11:00 AM (rfnd_…)', 'in progress', or 'failed'. */
function refundInWords(r: Refund): string {
  const id = r.gatewayRefundId ? ` (${r.gatewayRefundId})` : '';
  if (r.status === 'processed')
    return `Refund of ₹${r.amount} processed${r.processedAt ? ` on ${displayDateTime(r.processedAt)}` : ''}${id}`;
  if (r.status === 'failed') return `Refund of ₹${r.amount} failed at the bank; the office will try again${id}`;
  return `Refund of ₹${r.amount} in progress since ${displayDateTime(r.requestedAt)}${id}: banks take 5 to 7 working days`;
}

/** Everything an application holds, under the spec's labels and date formats: the applicant's and the office's view. */
export function ApplicationSections({ data }: { data: Application }) {
  const p = data.personalDetails;
  const a = data.addressFamilyDetails;
  const e = data.educationDetails;
  const fee = data.paymentDetails.application_fee;
  return (
    <>
      <section className="card">
        <h3>Personal Details</h3>
        <dl className="summary">
          <Row label="Full Name">{p?.fullName}</Row>
          <Row label="Date of Birth">{p ? displayIstDay(`${p.dob}T00:00:00+05:30`) : null}</Row>
          <Row label="Gender">{p ? capitalise(p.gender) : null}</Row>
          <Row label="Religion">{p ? capitalise(p.religion) : null}</Row>
          <Row label="Email">{p?.email}</Row>
          <Row label="Mobile">{data.mobile}</Row>
        </dl>
      </section>
      <section className="card">
        <h3>Address & Family</h3>
        <dl className="summary">
          <Row label="Address">
            {a
              ? `${a.address.houseNumber}, ${a.address.street}, ${a.address.postOffice}, ${a.address.district}, ${a.address.state} ${a.address.pinCode}, ${a.address.country}`
              : null}
          </Row>
          <Row label="Father">{a ? `${a.parents.fatherName} (${a.parents.fatherMobile})` : null}</Row>
          <Row label="Mother">{a ? `${a.parents.motherName} (${a.parents.motherMobile})` : null}</Row>
          <Row label="Guardian">{a?.guardian.guardianName ? `${a.guardian.guardianName} ${a.guardian.guardianContact}` : null}</Row>
        </dl>
      </section>
      <section className="card">
        <h3>Programme</h3>
        <dl className="summary">
          {data.programSelections.map((s) => (
            <Row key={s._id} label={s.programName}>
              {s.mode ? `${s.mode}: ${s.branchPreferences.map((b) => `${b.priority}. ${b.branch}`).join(', ')}` : s.specialization}
            </Row>
          ))}
        </dl>
      </section>
      <section className="card">
        <h3>Education</h3>
        <dl className="summary">
          {(e?.educationData ?? []).map((x) => (
            <Row key={x.examination} label={x.examination}>
              {`${x.passedFailed}, ${x.yearOfPass ?? '—'}, ${x.percentageMarks ?? '—'}%, Reg. No. ${x.registrationNumber || '—'}`}
            </Row>
          ))}
          {e?.english != null ? <Row label="English">{e.english}</Row> : null}
          {e?.physics != null ? <Row label="Physics">{e.physics}</Row> : null}
          {e?.chemistry != null ? <Row label="Chemistry">{e.chemistry}</Row> : null}
          {e?.maths != null ? <Row label="Maths">{e.maths}</Row> : null}
        </dl>
      </section>
      <section className="card">
        <h3>Fee and Submission</h3>
        <dl className="summary">
          <Row label="Fee">{feeInWords(data.feeAmount, fee)}</Row>
          {fee.refunds.map((r) => (
            <Row key={`${r.gatewayPaymentId}-${r.requestedAt}`} label="Refund">
              {refundInWords(r)}
            </Row>
          ))}
          <Row label="Stage">{STAGE_LABELS[data.currentStage]}</Row>
          <Row label="Status">{STATUS_LABELS[data.status]}</Row>
          <Row label="Submitted">{data.declaration ? displayDateTime(data.declaration.agreedAt) : null}</Row>
        </dl>
      </section>
    </>
  );
}

import { useEffect, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useApplication } from '../api/get-application';
import { StepHeading } from './step-heading';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  );
}

/** A submitted application, read only. */
export function ApplicationDetails({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const { data, isPending, error } = useApplication(applicationId);
  const failed = error !== null && !(error instanceof ApiError && error.status === 404);
  useEffect(() => {
    if (failed) toast({ title: 'Error', description: 'Failed to load application data. Please try again.', variant: 'destructive' });
  }, [failed]);
  const back = (
    <button type="button" className="button button--secondary" onClick={onBack}>
      Back
    </button>
  );
  if (isPending) return <p role="status">Loading application details...</p>;
  if (!data || (error instanceof ApiError && error.status === 404)) {
    return (
      <div className="card step">
        <StepHeading>Application Not Found</StepHeading>
        <p>The requested application could not be found.</p>
        {back}
      </div>
    );
  }
  const p = data.personalDetails;
  const a = data.addressFamilyDetails;
  const e = data.educationDetails;
  const fee = data.paymentDetails.application_fee;
  return (
    <div className="step">
      <StepHeading subtitle={`Application ID: ${data.applicationId}`}>Application Details</StepHeading>
      <section className="card">
        <h3>Personal Details</h3>
        <dl className="summary">
          <Row label="Full Name">{p?.fullName}</Row>
          <Row label="Date of Birth">{p ? formatDate(`${p.dob}T00:00:00+05:30`) : null}</Row>
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
          <Row label="Fee">{`₹${data.feeAmount} (${fee.status})`}</Row>
          <Row label="Paid on">{fee.verifiedAt ? formatDateTime(fee.verifiedAt) : null}</Row>
          <Row label="Status">{data.status}</Row>
          <Row label="Submitted">{data.declaration ? formatDateTime(data.declaration.agreedAt) : null}</Row>
        </dl>
      </section>
      {back}
    </div>
  );
}

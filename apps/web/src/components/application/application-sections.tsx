import { translateMessage } from '../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { Fragment, type ReactNode } from 'react';
import type { Application } from '@college/contracts/entities/application';
import { indexMark } from '@college/contracts/rules/index-mark';
import { specialQuotas } from '@college/contracts/rules/special-quotas';
import {
  codedLabel,
  PERSONAL_FIELD_KEYS,
  PERSONAL_FIELDS,
  personalValue,
  type PersonalField,
  type PersonalFieldKind,
} from '@college/contracts/entities/personal-fields';
import type { Refund } from '@college/contracts/entities/payment';
import { STAGE_LABELS, STATUS_LABELS } from '@college/contracts/stages';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  );
}

/** A personal detail as the view shows it: dates as dd/MM/yyyy, a choice or a code by its translation. */
function shown(key: PersonalField, value: string | undefined): string | undefined {
  if (!value) return value;
  const kind: PersonalFieldKind = PERSONAL_FIELDS[key].kind;
  if (kind === 'day') return displayDay(value);
  if (kind === 'choice') return translateMessage(capitalise(value));
  if (kind === 'coded') return translateMessage(codedLabel(key, value));
  return value;
}

function feeState(status: string): string {
  if (status === 'pending') return t`not paid yet`;
  if (status === 'processing') return t`payment being confirmed`;
  if (status === 'failed') return t`last payment failed`;
  if (status === 'expired') return t`payment session expired`;
  if (status === 'refunded') return t`refunded: the fee is not paid now`;
  return status;
}

/** 'Paid ₹500 on 23/11/2026 10:15 AM (pay_…)', or what stands in the way. */
function feeInWords(amount: number, fee: Application['paymentDetails']['application_fee']): string {
  const paid = fee.status === 'success' || fee.status === 'completed';
  if (!paid) return `₹${amount}, ${feeState(fee.status)}`;
  const reference = fee.gatewayPaymentId ? ` (${fee.gatewayPaymentId})` : '';
  if (!fee.verifiedAt) return t`Paid ₹${amount}` + reference;
  return t`Paid ₹${amount} on ${displayDateTime(fee.verifiedAt)}` + reference;
}

/** 'Refund of ₹500 processed on 24/11/2026 11:00 AM (rfnd_…)', 'in progress', or 'failed'. */
function refundInWords(r: Refund): string {
  const id = r.gatewayRefundId ? ` (${r.gatewayRefundId})` : '';
  if (r.status === 'processed') {
    return (
      (r.processedAt ? t`Refund of ₹${r.amount} processed on ${displayDateTime(r.processedAt)}` : t`Refund of ₹${r.amount} processed`) + id
    );
  }
  if (r.status === 'failed') return t`Refund of ₹${r.amount} failed at the bank; the office will try again` + id;
  return t`Refund of ₹${r.amount} in progress since ${displayDateTime(r.requestedAt)}${id}: banks take 5 to 7 working days`;
}

/** The parts of an application the applicant can go back and change before submitting. */
export type EditableSection = 'personal' | 'address' | 'programme' | 'education';

/** A section's heading, with an Edit button beside it when the view offers one. */
function Heading({ title, onEdit }: { title: string; onEdit: (() => void) | undefined }) {
  if (!onEdit) return <h3>{title}</h3>;
  return (
    <div className="section-heading">
      <h3>{title}</h3>
      <button type="button" className="link-button" onClick={onEdit}>
        {t`Edit`}
        <span className="visually-hidden"> {title}</span>
      </button>
    </div>
  );
}

/**
 * Everything an application holds, under the spec's labels and date formats: the applicant's and the
 * office's view, and the review before submitting (with `onEdit`, each part an applicant entered has
 * an Edit button back to its step).
 */
type SectionsProps = {
  data: Application;
  onEdit?: (section: EditableSection) => void;
  /** The photo and the signature, as the reader may fetch them (the applicant's own, or the office's). */
  pictures?: ReactNode;
};

export function ApplicationSections({ data, onEdit, pictures }: SectionsProps) {
  const edit = (section: EditableSection) => (onEdit ? () => onEdit(section) : undefined);
  const p = data.personalDetails;
  const a = data.addressFamilyDetails;
  const e = data.educationDetails;
  const fee = data.paymentDetails.application_fee;
  const quotas = specialQuotas(e?.educationData ?? []);
  return (
    <>
      <section className="card">
        <Heading title={t`Personal Details`} onEdit={edit('personal')} />
        {pictures}
        <dl className="summary">
          {PERSONAL_FIELD_KEYS.map((key) => (
            <Row key={key} label={translateMessage(PERSONAL_FIELDS[key].label)}>
              {shown(key, personalValue(p, data.mobile, key))}
            </Row>
          ))}
        </dl>
      </section>
      <section className="card">
        <Heading title={t`Address & Family`} onEdit={edit('address')} />
        <dl className="summary">
          <Row label={t`Address`}>
            {a
              ? `${a.address.houseNumber}, ${a.address.street}, ${a.address.postOffice}, ${a.address.district}, ${a.address.state} ${a.address.pinCode}, ${a.address.country}`
              : null}
          </Row>
          <Row label={t`Father`}>{a ? `${a.parents.fatherName} (${a.parents.fatherMobile})` : null}</Row>
          <Row label={t`Mother`}>{a ? `${a.parents.motherName} (${a.parents.motherMobile})` : null}</Row>
          <Row label={t`Guardian`}>{a?.guardian.guardianName ? `${a.guardian.guardianName} ${a.guardian.guardianContact}` : null}</Row>
        </dl>
      </section>
      <section className="card">
        <Heading title={t`Programme`} onEdit={edit('programme')} />
        <dl className="summary">
          {data.programSelections.map((s) => (
            <Row key={s._id} label={s.programName}>
              {s.mode
                ? `${translateMessage(s.mode)}: ${s.branchPreferences.map((b) => `${b.priority}. ${b.branch}`).join(', ')}`
                : s.specialization}
            </Row>
          ))}
        </dl>
      </section>
      <section className="card">
        <Heading title={t`Education`} onEdit={edit('education')} />
        <dl className="summary">
          {(e?.educationData ?? []).map((x) => {
            const index = x.grades ? indexMark(x.grades) : null;
            return (
              <Fragment key={x.examination}>
                <Row label={x.examination}>
                  {`${x.passedFailed === 'Passed' ? t`Passed` : t`Failed`}, ${x.yearOfPass ?? '—'}, ${x.percentageMarks ?? '—'}%, ${t`Reg. No.`} ${x.registrationNumber || '—'}${x.board ? `, ${x.board}` : ''}`}
                </Row>
                {index ? <Row label={t`Index mark (SSLC grades)`}>{`${index.wgpa.toFixed(4)} (${t`rules`} ${index.version})`}</Row> : null}
              </Fragment>
            );
          })}
          {quotas.length > 0 ? <Row label={t`Special quotas`}>{quotas.join(', ')}</Row> : null}
          {e?.english != null ? <Row label={t`English`}>{e.english}</Row> : null}
          {e?.physics != null ? <Row label={t`Physics`}>{e.physics}</Row> : null}
          {e?.chemistry != null ? <Row label={t`Chemistry`}>{e.chemistry}</Row> : null}
          {e?.maths != null ? <Row label={t`Maths`}>{e.maths}</Row> : null}
        </dl>
      </section>
      <section className="card">
        <h3>{t`Fee and Submission`}</h3>
        <dl className="summary">
          <Row label={t`Fee`}>{feeInWords(data.feeAmount, fee)}</Row>
          {/* Two refunds of one payment can be asked for at the same moment; the list never reorders. */}
          {fee.refunds.map((r, i) => (
            <Row key={`${r.gatewayPaymentId}-${r.requestedAt}-${i}`} label={t`Refund`}>
              {refundInWords(r)}
            </Row>
          ))}
          <Row label={t`Stage`}>{translateMessage(STAGE_LABELS[data.currentStage])}</Row>
          <Row label={t`Status`}>{translateMessage(STATUS_LABELS[data.status])}</Row>
          <Row label={t`Submitted`}>{data.declaration ? displayDateTime(data.declaration.agreedAt) : null}</Row>
        </dl>
      </section>
    </>
  );
}

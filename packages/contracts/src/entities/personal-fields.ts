import type { PersonalDetails } from './personal-details';
import { CATEGORY_LABELS, DISABILITY_LABELS } from './reservation';

/**
 * How a personal detail is shown:
 * - text: as saved;
 * - day: a yyyy-MM-dd date, shown dd/MM/yyyy;
 * - choice: a lowercase choice (gender, religion), shown capitalised or by its translation;
 * - contact: a mobile or email, masked for roles that may not see contact details;
 * - coded: a code from a list (a reservation category, a disability), shown by its label.
 */
export type PersonalFieldKind = 'text' | 'day' | 'choice' | 'contact' | 'coded';

export type PersonalField = keyof PersonalDetails | 'mobile';

type FieldSpec = {
  /** The label on the applicant's and the office's read-only view (translated by its English text). */
  label: string;
  /** The column heading in the office's export. */
  exportHeader: string;
  kind: PersonalFieldKind;
  /** Whether the printed acknowledgement lists it (its label is the acknowledgement's own text of the same key). */
  acknowledgement: boolean;
  /** coded only: each code's label. */
  labels?: Readonly<Record<string, string>>;
};

/**
 * The applicant's personal details as every reader shows them: the read-only view, the
 * acknowledgement and the office's export each walk this table in its order. It is keyed by the
 * stored details (and the verified mobile, which the application holds), so a field added to the
 * step is a compile error here until it says how it is shown.
 */
export const PERSONAL_FIELDS = {
  fullName: { label: 'Full Name', exportHeader: 'Name', kind: 'text', acknowledgement: true },
  dob: { label: 'Date of Birth', exportHeader: 'Date of birth', kind: 'day', acknowledgement: true },
  gender: { label: 'Gender', exportHeader: 'Gender', kind: 'choice', acknowledgement: true },
  // The acknowledgement lists what identifies the applicant; religion has never been among it.
  religion: { label: 'Religion', exportHeader: 'Religion', kind: 'choice', acknowledgement: false },
  email: { label: 'Email', exportHeader: 'Email', kind: 'contact', acknowledgement: true },
  mobile: { label: 'Mobile', exportHeader: 'Mobile', kind: 'contact', acknowledgement: true },
  category: { label: 'Reservation category', exportHeader: 'Category', kind: 'coded', acknowledgement: true, labels: CATEGORY_LABELS },
  certificateNumber: { label: 'Certificate number', exportHeader: 'Certificate number', kind: 'text', acknowledgement: true },
  certificateDate: { label: 'Certificate date', exportHeader: 'Certificate date', kind: 'day', acknowledgement: true },
  disability: { label: 'Disability', exportHeader: 'Disability', kind: 'coded', acknowledgement: true, labels: DISABILITY_LABELS },
  disabilityPercent: { label: 'Disability (%)', exportHeader: 'Disability (%)', kind: 'text', acknowledgement: true },
} as const satisfies Record<PersonalField, FieldSpec>;

export const PERSONAL_FIELD_KEYS = Object.keys(PERSONAL_FIELDS) as PersonalField[];

/** A coded field's label for its code (the code itself when the list has no such code). */
export function codedLabel(key: PersonalField, code: string): string {
  const labels: Readonly<Record<string, string>> | undefined = (PERSONAL_FIELDS[key] as FieldSpec).labels;
  return labels?.[code] ?? code;
}

/** A field's saved value: the personal details' own, or the application's verified mobile. */
export function personalValue(details: PersonalDetails | null | undefined, mobile: string, key: PersonalField): string | undefined {
  if (key === 'mobile') return mobile;
  return details?.[key];
}

import { CORRECTABLE_FIELDS, type Correction, type CorrectionEntry } from '@college/contracts/entities/correction';
import { addressFamilyInputSchema } from '@college/contracts/entities/address-family';
import { NO_CLAIM } from '@college/contracts/entities/reservation';
import { personalDetailsInputSchema } from '@college/contracts/entities/personal-details';
import type { z } from '@college/contracts/zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lastStaffChange } from './application-office';
import { applicationRepository, type ApplicationEventRow, type ApplicationRow } from './application.repository';

// The office corrects one field of an application with a reason. The section it belongs to is
// rebuilt with the new value and checked by the applicant's own schema (a wrong PIN, an under-age
// date of birth or a category claim without its certificate is refused here as it is in the
// wizard), stored as the step stores it, and kept in the timeline with the old and new values.

export type CorrectionResult =
  | { kind: 'applied'; version: number; entry: CorrectionEntry }
  | { kind: 'refused'; reason: string }
  | { kind: 'stale'; staffId: string | null; at: Date };

const SEPARATOR = ' \u2192 ';

function refuse(message: string): never {
  throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { value: [message] } });
}

/** Personal details as they are kept: a certificate or a percentage sent with no claim to back it is not. */
export function storedPersonalDetails(details: z.output<typeof personalDetailsInputSchema>) {
  const { agreeToTerms: _accepted, ...given } = details;
  const claimed = given.category !== NO_CLAIM;
  return {
    ...given,
    certificateNumber: claimed ? given.certificateNumber : '',
    certificateDate: claimed ? given.certificateDate : '',
    disabilityPercent: given.disability === 'none' ? '' : given.disabilityPercent,
  };
}

function setAt(section: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const [head, ...rest] = path;
  if (!head) return section;
  if (rest.length === 0) return { ...section, [head]: value };
  return { ...section, [head]: setAt((section[head] as Record<string, unknown> | undefined) ?? {}, rest, value) };
}

function getAt(section: unknown, path: string[]): string {
  const found = path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    section,
  );
  return typeof found === 'string' ? found : '';
}

/** The rebuilt section, checked; the first problem of the field corrected (or of any other) is refused. */
function checkedSection(row: ApplicationRow, c: Correction) {
  const [section, ...path] = c.field.split('.');
  if (section === 'personalDetails') {
    if (!row.personalDetails) refuse('The applicant has not filled in their personal details yet');
    const candidate = setAt({ ...row.personalDetails, agreeToTerms: true }, path, c.value);
    const parsed = personalDetailsInputSchema.safeParse(candidate);
    if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? 'The new value is not valid');
    const stored = storedPersonalDetails(parsed.data);
    return {
      before: getAt(row.personalDetails, path),
      after: getAt(stored, path),
      patch: {
        personalDetails: stored,
        fullName: stored.fullName,
        dob: stored.dob,
        category: stored.category,
        disability: stored.disability,
      },
    };
  }
  if (!row.addressFamilyDetails) refuse('The applicant has not filled in their address and family yet');
  const parsed = addressFamilyInputSchema.safeParse(setAt(row.addressFamilyDetails, path, c.value));
  if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? 'The new value is not valid');
  return { before: getAt(row.addressFamilyDetails, path), after: getAt(parsed.data, path), patch: { addressFamilyDetails: parsed.data } };
}

/** Applies one correction in the caller's transaction, on the row it locked. */
export async function applyCorrection(
  tx: Database,
  row: ApplicationRow,
  c: Correction & { staffId: string; now: Date },
): Promise<CorrectionResult> {
  if (c.version !== row.version) {
    const last = await lastStaffChange(tx, row.id);
    return { kind: 'stale', staffId: last?.staffId ?? null, at: last?.at ?? row.updatedAt };
  }
  const { before, after, patch } = checkedSection(row, c);
  if (before === after) return { kind: 'refused', reason: 'The new value is the same as the one the application holds' };
  const label = CORRECTABLE_FIELDS[c.field];
  const version = row.version + 1;
  const repo = applicationRepository(tx);
  await repo.update(row.id, { ...patch, version, updatedAt: c.now });
  await repo.addEvent({
    applicationId: row.id,
    kind: 'corrected',
    // What the applicant reads: the field, its old and new values, and why. The values are kept
    // as data too, so reading them back never depends on how the remark is worded.
    remark: `${label}: ${before || '(empty)'}${SEPARATOR}${after || '(empty)'}`,
    change: { label, from: before, to: after },
    internalNote: c.reason,
    staffId: c.staffId,
    at: c.now,
  });
  return { kind: 'applied', version, entry: { label, from: before, to: after, reason: c.reason, at: c.now.toISOString() } };
}

/** The corrections in an application's timeline, oldest first, as the applicant reads them. */
export function correctionsOf(events: readonly ApplicationEventRow[]): CorrectionEntry[] {
  return events
    .filter((e) => e.kind === 'corrected')
    .map((e) => ({
      label: e.change?.label ?? '',
      from: e.change?.from ?? '',
      to: e.change?.to ?? '',
      reason: e.internalNote ?? '',
      at: e.at.toISOString(),
    }));
}

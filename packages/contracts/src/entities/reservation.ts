/**
 * The reservation an applicant may claim, as the admission rules list it. Held as data with its
 * source, versioned, so a new government order changes this table and not the code that reads it.
 *
 * Sources: the community codes of the Kerala polytechnic prospectus (Annexure "Community & Codes")
 * and of KEAM, whose SEBC groups are EZ, MU, BH, LA, DV, VK, KN, BX and KU
 * (bcdd.kerala.gov.in/en/reservation/educational-reservation); SC, ST, OEC and EWS as the prospectus
 * names them. Persons with disabilities: not less than 40% disability, certified by a medical board
 * (polytechnic prospectus, clause on PwD reservation; Rights of Persons with Disabilities Act 2016).
 */
export const RESERVATION_RULES = {
  version: '2026-1',
  source: 'DTE Kerala polytechnic prospectus; KEAM community codes (BCDD Kerala)',
} as const;

export const CATEGORIES = [
  { code: 'SM', label: 'State Merit (no reservation claimed)', certificate: null },
  { code: 'EZ', label: 'SEBC: Ezhava, Thiyya, Billava (EZ)', certificate: 'community' },
  { code: 'MU', label: 'SEBC: Muslim (MU)', certificate: 'community' },
  { code: 'BH', label: 'SEBC: Other Backward Hindu (BH)', certificate: 'community' },
  { code: 'LA', label: 'SEBC: Latin Catholic and Anglo-Indian (LA)', certificate: 'community' },
  { code: 'DV', label: 'SEBC: Dheevara and related communities (DV)', certificate: 'community' },
  { code: 'VK', label: 'SEBC: Viswakarma and related communities (VK)', certificate: 'community' },
  { code: 'KN', label: 'SEBC: Kusavan and related communities (KN)', certificate: 'community' },
  { code: 'BX', label: 'SEBC: Other Backward Christian (BX)', certificate: 'community' },
  { code: 'KU', label: 'SEBC: Kudumbi (KU)', certificate: 'community' },
  { code: 'SC', label: 'Scheduled Caste (SC)', certificate: 'community' },
  { code: 'ST', label: 'Scheduled Tribe (ST)', certificate: 'community' },
  { code: 'OEC', label: 'Other Eligible Community (OEC)', certificate: 'community' },
  { code: 'EWS', label: 'Economically Weaker Section (EWS)', certificate: 'income' },
] as const;

export type CategoryCode = (typeof CATEGORIES)[number]['code'];
export const CATEGORY_CODES = CATEGORIES.map((c) => c.code) as [CategoryCode, ...CategoryCode[]];
export const NO_CLAIM: CategoryCode = 'SM';
export const CATEGORY_LABELS = Object.fromEntries(CATEGORIES.map((c) => [c.code, c.label])) as Record<CategoryCode, string>;

export const DISABILITIES = [
  { code: 'none', label: 'None' },
  { code: 'locomotor', label: 'Locomotor disability' },
  { code: 'hearing', label: 'Hearing impairment' },
  { code: 'visual', label: 'Blindness or low vision' },
  { code: 'other', label: 'Another benchmark disability' },
] as const;

export type DisabilityCode = (typeof DISABILITIES)[number]['code'];
export const DISABILITY_CODES = DISABILITIES.map((d) => d.code) as [DisabilityCode, ...DisabilityCode[]];
export const DISABILITY_LABELS = Object.fromEntries(DISABILITIES.map((d) => [d.code, d.label])) as Record<DisabilityCode, string>;

/** The least disability the reservation counts, in percent. */
export const MIN_DISABILITY_PERCENT = 40;

export const CERTIFICATE_NUMBER_MESSAGE = 'Enter the number of the certificate for the category you claim';
export const CERTIFICATE_DATE_MESSAGE = 'Enter the date of the certificate for the category you claim';
export const DISABILITY_PERCENT_MESSAGE = `Enter the percentage of disability on the medical board's certificate (${MIN_DISABILITY_PERCENT} to 100)`;

import type { CategoryCode } from '../entities/reservation';

/**
 * The documents an admitted applicant shows at the reporting desk, by what they claimed. Held as
 * data with its source and version: a new prospectus changes this table, not the desk's code.
 *
 * Source: DTE Kerala polytechnic prospectus, "Documents to be produced at the time of admission":
 * the SSLC (or equivalent) certificate, transfer and conduct certificates, nativity; for a
 * community claim the community certificate from the Village Officer, with the non-creamy layer
 * certificate for the SEBC groups and OEC; for EWS the income and assets certificate; for persons
 * with disabilities the medical board's certificate.
 */
export const DOCUMENT_RULES = {
  version: '2026-1',
  source: 'DTE Kerala polytechnic prospectus, documents to be produced at admission',
} as const;

const SEBC: readonly CategoryCode[] = ['EZ', 'MU', 'BH', 'LA', 'DV', 'VK', 'KN', 'BX', 'KU'];

/** `proves`: what a rejected document takes away: the category claimed, or the disability. */
export const ADMISSION_DOCUMENTS = [
  { code: 'sslc', label: 'SSLC certificate (or equivalent)', forCategories: null, forDisability: false, proves: null },
  { code: 'transfer', label: 'Transfer certificate', forCategories: null, forDisability: false, proves: null },
  { code: 'conduct', label: 'Conduct certificate', forCategories: null, forDisability: false, proves: null },
  { code: 'nativity', label: 'Nativity certificate (Kerala)', forCategories: null, forDisability: false, proves: null },
  {
    code: 'community',
    label: 'Community certificate (Village Officer)',
    forCategories: [...SEBC, 'SC', 'ST', 'OEC'],
    forDisability: false,
    proves: 'category',
  },
  { code: 'non-creamy', label: 'Non-creamy layer certificate', forCategories: [...SEBC, 'OEC'], forDisability: false, proves: 'category' },
  { code: 'ews', label: 'Income and assets certificate (EWS)', forCategories: ['EWS'], forDisability: false, proves: 'category' },
  { code: 'disability', label: "Medical board's disability certificate", forCategories: null, forDisability: true, proves: 'disability' },
] as const satisfies readonly {
  code: string;
  label: string;
  forCategories: readonly CategoryCode[] | null;
  forDisability: boolean;
  proves: 'category' | 'disability' | null;
}[];

export type DocumentCode = (typeof ADMISSION_DOCUMENTS)[number]['code'];
export const DOCUMENT_CODES = ADMISSION_DOCUMENTS.map((d) => d.code) as [DocumentCode, ...DocumentCode[]];

/** The documents an applicant with this claim must show. */
export function documentsFor(category: string, disability: boolean): (typeof ADMISSION_DOCUMENTS)[number][] {
  return ADMISSION_DOCUMENTS.filter((d) =>
    d.forDisability ? disability : d.forCategories === null || (d.forCategories as readonly string[]).includes(category),
  );
}

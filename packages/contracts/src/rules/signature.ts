export const SIGNATURE_REQUIRED_TITLE = 'Digital Signature Required';
const SIGNATURE_MISMATCH_TITLE = 'Digital Signature Mismatch';
const SIGNATURE_MISMATCH_MESSAGE = 'Please provide your digital signature as per the name on the declaration form';
const UNDERTAKINGS_TITLE = 'Required Undertakings';
export const UNDERTAKINGS_MESSAGE = 'Please accept both anti-ragging and anti-drug undertakings to proceed';

/** The signature must be exactly the applicant's full name (outer spaces aside). */
export function signatureMatchesName(signature: string, fullName: string): boolean {
  const s = signature.trim();
  return s.length > 0 && s === fullName.trim();
}

export type DeclarationProblem = { title: string; message: string };

/** The first problem with a declaration, in the order the wizard reports them, or null. */
export function declarationProblem(agreed: boolean, signature: string, fullName: string): DeclarationProblem | null {
  if (!agreed) return { title: UNDERTAKINGS_TITLE, message: UNDERTAKINGS_MESSAGE };
  if (signature.trim() === '') {
    return { title: SIGNATURE_REQUIRED_TITLE, message: SIGNATURE_REQUIRED_TITLE };
  }
  if (!signatureMatchesName(signature, fullName)) {
    return { title: SIGNATURE_MISMATCH_TITLE, message: SIGNATURE_MISMATCH_MESSAGE };
  }
  return null;
}

import type { Application } from '@college/contracts/entities/application';

// What a viewer sees of contact details: enough to tell two applicants apart on the phone,
// not enough to call or write to them.
const MASK = '•••';

export function maskMobile(mobile: string): string {
  if (mobile.length < 6) return MASK;
  return `${mobile.slice(0, 2)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${email[0]}${MASK}${email.slice(at)}`;
}

/** The application with mobiles, email, street address and PIN masked; district and state stay. */
export function maskContacts(app: Application): Application {
  const personal = app.personalDetails && { ...app.personalDetails, email: maskEmail(app.personalDetails.email) };
  const family = app.addressFamilyDetails && {
    address: { ...app.addressFamilyDetails.address, houseNumber: MASK, street: MASK, postOffice: MASK, pinCode: MASK },
    parents: {
      ...app.addressFamilyDetails.parents,
      fatherMobile: app.addressFamilyDetails.parents.fatherMobile && maskMobile(app.addressFamilyDetails.parents.fatherMobile),
      motherMobile: app.addressFamilyDetails.parents.motherMobile && maskMobile(app.addressFamilyDetails.parents.motherMobile),
    },
    guardian: {
      ...app.addressFamilyDetails.guardian,
      guardianContact: app.addressFamilyDetails.guardian.guardianContact && maskMobile(app.addressFamilyDetails.guardian.guardianContact),
    },
  };
  return { ...app, mobile: maskMobile(app.mobile), personalDetails: personal, addressFamilyDetails: family };
}

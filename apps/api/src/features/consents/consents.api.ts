// What the consents feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export {
  consentsOfApplication,
  hasParentalConsent,
  liveParentalConsent,
  recordParentalConsent,
  recordSignInConsent,
  recordTermsConsent,
  withdrawConsents,
} from './consent-ledger';
export type { ConsentRow } from './consent-ledger';

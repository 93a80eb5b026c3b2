import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { rememberLanguage } from '../messages/messages.api';
import { recordSignInConsent } from '../consents/consents.api';

/** What an applicant's sign-in leaves behind besides the session: the consent it gave, and their language. */
export function signInRecords(deps: { db: Database; clock: Clock }) {
  return {
    /** Step 1's 'By continuing, you agree to our Terms of Service and Privacy Policy', in the ledger; and the language they use. */
    async verified(mobile: string, ip: string | null, language: Language): Promise<void> {
      await recordSignInConsent(deps.db, { mobile, ip, at: deps.clock.now() });
      await rememberLanguage(deps.db, mobile, language, deps.clock.now());
    },
    /** Coming back, perhaps in the other language: their messages follow the one they use now. */
    async returned(mobile: string, language: Language): Promise<void> {
      await rememberLanguage(deps.db, mobile, language, deps.clock.now());
    },
  };
}
export type SignInRecords = ReturnType<typeof signInRecords>;

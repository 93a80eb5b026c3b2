import { z } from '../zod';
import { SIGNATURE_REQUIRED_TITLE, UNDERTAKINGS_MESSAGE } from '../rules/signature';

/**
 * Step 7 as sent. That the signature equals the applicant's full name is checked where the name
 * is known (declarationProblem on the client, the service on the server).
 */
export const declarationInputSchema = z.object({
  agreed: z.literal(true, { error: UNDERTAKINGS_MESSAGE }),
  digitalSignature: z.string({ error: SIGNATURE_REQUIRED_TITLE }).trim().min(1, SIGNATURE_REQUIRED_TITLE).max(100),
  agreedAt: z.iso.datetime({ offset: true, error: 'agreedAt must be an ISO date-time' }),
});

export const declarationSchema = z.object({
  agreed: z.boolean(),
  digitalSignature: z.string(),
  agreedAt: z.string(),
});
export type Declaration = z.infer<typeof declarationSchema>;

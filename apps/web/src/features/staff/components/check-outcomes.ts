/** What a check with the gateway found, as the office reads it. */
export const CHECK_OUTCOME_LABELS: Record<string, string> = {
  paid: 'found paid',
  duplicate: 'duplicate found',
  authorized: 'found authorised',
  failed: 'found failed',
  nothing: 'no payment yet',
  unchanged: 'as recorded',
  error: 'could not ask',
};

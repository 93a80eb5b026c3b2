// What the rate-limits feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { rateLimiter } from './rate-limit.service';
export type { Limit } from './rate-limit.service';

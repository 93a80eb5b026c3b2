// What the sessions feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export type { SessionCookies } from './cookies';
export { principalOf } from './guards';
export type { SessionService } from './session.service';

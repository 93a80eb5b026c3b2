// What the privacy feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { requestsOfApplication } from './rights.service';
export { openRequests } from './open-requests';

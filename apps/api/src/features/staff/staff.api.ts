// What the staff feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { staffByIds, staffIdByEmail } from './staff-directory';
export { actorOf } from './staff-guard';

// What the allotment feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { roundDeadlines } from './round-deadlines';

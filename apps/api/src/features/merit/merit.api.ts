// What the merit feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { meritRepository } from './merit.repository';

export { forgetOnMeritLists } from './merit-erasure';

/** The newest published merit list of an intake: what the allotment ranks by. */
export function publishedMeritList(db: Database, intake: IntakeKey) {
  return meritRepository(db).latestPublished(intake);
}

/** The version of each merit list of an intake, by id: which list a round ranked by, as people name it. */
export async function meritListVersions(db: Database, intake: IntakeKey): Promise<ReadonlyMap<string, number>> {
  return new Map((await meritRepository(db).lists(intake)).map((l) => [l.id, l.version]));
}

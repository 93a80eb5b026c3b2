import type { SpotList } from '@college/contracts/entities/allotment';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { applicantNames } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { publishedMeritList } from '../merit/merit.api';
import { allotmentRepository } from './allotment.repository';
import { joiningRepository } from './joining.repository';

// Spot admission: on the day, the desk registers the applicants on the rank list who came; the
// spot round then runs the same engine over the seats still vacant, among them only, by their
// place on the list. Registration opens once an allotment is published and closes with the spot
// round's publication.

const lockKey = (intake: IntakeKey) => `allotment:${intake}`;

async function listOf(db: Database, intake: IntakeKey): Promise<SpotList> {
  const repo = allotmentRepository(db);
  // One after the other: `db` is a transaction when registering, which holds one connection.
  const rows = await repo.spotRegistrations(intake);
  const rounds = await repo.rounds(intake);
  const list = await publishedMeritList(db, intake);
  const published = rounds.filter((r) => r.status === 'published');
  const open = published.some((r) => r.kind === 'round') && !published.some((r) => r.kind === 'spot');
  const places = new Map((list?.entries ?? []).map((e, i) => [e.applicationId, i + 1]));
  const names = await applicantNames(
    db,
    rows.map((r) => r.applicationId),
  );
  const registered = rows
    .map((r) => ({
      applicationId: r.applicationId,
      name: names.get(r.applicationId) ?? 'Erased at the applicant’s request',
      rank: places.get(r.applicationId) ?? 0,
      registeredAt: r.registeredAt.toISOString(),
    }))
    .sort((a, b) => a.rank - b.rank);
  return { open, registered };
}

export function spotAdmission(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Registration is open: an allotment published, the spot round not yet. */
  async function assertOpen(tx: Database, intake: IntakeKey) {
    if (!(await listOf(tx, intake)).open) {
      throw conflict('Spot registration opens once an allotment is published and closes when the spot round is published');
    }
  }

  return {
    async list(actor: Actor, intake: IntakeKey): Promise<SpotList> {
      const result = await listOf(db, intake);
      await record(db, actor, 'list', 'spot_registration', intake, { applicationIds: result.registered.map((r) => r.applicationId) });
      return result;
    },

    /** Registers an applicant on the published rank list who is present and not admitted; once each. */
    async register(actor: Actor, intake: IntakeKey, applicationId: string): Promise<SpotList> {
      return withKeyLock(db, lockKey(intake), async (tx) => {
        await assertOpen(tx, intake);
        const list = await publishedMeritList(tx, intake);
        if (!list?.entries.some((e) => e.applicationId === applicationId)) {
          throw invalidField('applicationId', 'This application is not on the published rank list of this programme');
        }
        const admission = await joiningRepository(tx).admissionOf(applicationId);
        if (admission?.status === 'admitted') throw conflict(`Already admitted: ${admission.admissionNumber}`);
        if (
          !(await allotmentRepository(tx).registerSpot({ intake, applicationId, registeredBy: actor.staffId, registeredAt: clock.now() }))
        ) {
          throw conflict('Already registered for the spot admission');
        }
        await record(tx, actor, 'change', 'spot_registration', applicationId, { intake, present: true });
        return listOf(tx, intake);
      });
    },

    async unregister(actor: Actor, intake: IntakeKey, applicationId: string): Promise<SpotList> {
      return withKeyLock(db, lockKey(intake), async (tx) => {
        await assertOpen(tx, intake);
        if (!(await allotmentRepository(tx).unregisterSpot(intake, applicationId))) throw notFound('Not registered for the spot admission');
        await record(tx, actor, 'change', 'spot_registration', applicationId, { intake, present: false });
        return listOf(tx, intake);
      });
    },
  };
}
export type SpotAdmission = ReturnType<typeof spotAdmission>;

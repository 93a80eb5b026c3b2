import {
  closedMessage,
  feeRefusal,
  INTAKES,
  intakeOf,
  seasonOver,
  windowRefusal,
  windowState,
  type IntakeWindow,
} from '@college/contracts/entities/intakes';
import type { AdmissionWindows } from '@college/contracts/entities/intake-windows';
import { SEASON_EVENTS, type AdmissionSettingsInput } from '@college/contracts/entities/admission-settings';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { record, type Actor } from '../audit/audit.api';
import { admissionSettingsRepository } from './admission-settings.repository';

// Two admins saving at once are taken one after the other, so the audit's "from" is always true.
const SETTINGS_LOCK = 'admission-settings';
const UNBOUNDED: IntakeWindow = { opensOn: null, closesOn: null };

/** The windows and fee the admin sets, and the checks the application steps make against them. */
export function admissionSettingsService(deps: { db: Database; clock: Clock; defaultFeeRupees: number }) {
  const { db, clock } = deps;

  async function read(tx: Database): Promise<AdmissionWindows> {
    const repo = admissionSettingsRepository(tx);
    // One after the other: `tx` is often a transaction, which holds one connection.
    const rows = await repo.windows();
    const fee = await repo.feeRupees();
    const dates = await repo.seasonDates();
    const today = todayInKolkata(clock.now());
    return {
      feeRupees: fee ?? deps.defaultFeeRupees,
      intakes: INTAKES.map((i) => {
        const row = rows.find((r) => r.key === i.key);
        const w = row ? { opensOn: row.opensOn, closesOn: row.closesOn } : UNBOUNDED;
        return { key: i.key, label: i.label, ...w, state: windowState(w, today) };
      }),
      season: SEASON_EVENTS.map((e) => ({ key: e.key, label: e.label, on: dates[e.key] ?? null })),
    };
  }

  return {
    read: (tx: Database = db) => read(tx),

    async update(actor: Actor, input: AdmissionSettingsInput): Promise<AdmissionWindows> {
      return withKeyLock(db, SETTINGS_LOCK, async (tx) => {
        const before = await read(tx);
        const repo = admissionSettingsRepository(tx);
        const now = clock.now();
        const changes: Record<string, unknown> = {};
        if (input.feeRupees !== before.feeRupees) {
          await repo.saveFee(input.feeRupees, now);
          changes.feeRupees = { from: before.feeRupees, to: input.feeRupees };
        }
        for (const w of input.intakes) {
          const was = before.intakes.find((i) => i.key === w.key) ?? UNBOUNDED;
          if (was.opensOn === w.opensOn && was.closesOn === w.closesOn) continue;
          await repo.saveWindow(w.key, { opensOn: w.opensOn, closesOn: w.closesOn }, now);
          changes[w.key] = { from: { opensOn: was.opensOn, closesOn: was.closesOn }, to: { opensOn: w.opensOn, closesOn: w.closesOn } };
        }
        const dates = input.seasonDates;
        if (dates && SEASON_EVENTS.some((e) => dates[e.key] !== (before.season.find((d) => d.key === e.key)?.on ?? null))) {
          await repo.saveSeasonDates(dates, now);
          changes.seasonDates = { from: Object.fromEntries(before.season.map((d) => [d.key, d.on])), to: dates };
        }
        if (Object.keys(changes).length > 0) await record(tx, actor, 'change', 'settings', 'admission', changes);
        return read(tx);
      });
    },

    /** Refuses a new application while every intake is shut; otherwise the fee it opens with. */
    async feeForNewApplication(tx: Database): Promise<number> {
      const now = await read(tx);
      if (!now.intakes.some((i) => i.state === 'open')) {
        throw conflict(closedMessage(now.intakes));
      }
      return now.feeRupees;
    },

    /**
     * Refuses the fee while no intake is open: an applicant chooses the programme after paying, and
     * a fee paid when none can be chosen would be money held for nothing.
     */
    async assertFeePayable(tx: Database): Promise<void> {
      const refusal = feeRefusal((await read(tx)).intakes);
      if (refusal) throw conflict(refusal);
    },

    /** Whether every intake has closed for the season: a fee paid and not used by now is returned. */
    async seasonOver(tx: Database = db): Promise<boolean> {
      return seasonOver((await read(tx)).intakes);
    },

    /** Refuses a programme choice, or a submission, for an intake that is not taking applications today. */
    async assertIntakeOpen(tx: Database, level: string | null, mode: string | null | undefined): Promise<void> {
      const intake = intakeOf(level, mode);
      if (!intake) return;
      const w = (await read(tx)).intakes.find((i) => i.key === intake.key);
      const refusal = w ? windowRefusal(intake.label, w) : null;
      if (refusal) throw conflict(refusal);
    },
  };
}

export type AdmissionSettingsService = ReturnType<typeof admissionSettingsService>;

import { blockLabel } from '@college/contracts/entities/allotment';
import { intakeLabel } from '@college/contracts/entities/joining';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import { displayIstDay } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { xlsxStream } from '../../lib/xlsx-stream';
import { record, type Actor } from '../audit/audit.api';
import { allotmentRepository } from './allotment.repository';
import { joiningRepository } from './joining.repository';

// The admission statement the Directorate asks for after each phase: for every branch, block and
// category of the published seat matrix, the seats sanctioned, admitted and still vacant. It holds
// counts only, no names, so every office role may take it.

const HEADER = ['Programme', 'Branch', 'Block', 'Category', 'Sanctioned', 'Admitted', 'Vacant', 'Supernumerary', 'As on'];

export function admissionStatement(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async file(actor: Actor, intake: IntakeKey, format: 'csv' | 'xlsx'): Promise<FileAnswer> {
      const matrix = await allotmentRepository(db).newestMatrix(intake);
      if (matrix?.status !== 'published') throw conflict('Publish the seat matrix first: the statement counts its seats');
      // A supernumerary admission is over the sanctioned seats: counted apart, it leaves none less vacant.
      const admitted = new Map<string, number>();
      const over = new Map<string, number>();
      for (const a of await joiningRepository(db).admissionsOf(intake)) {
        if (a.status !== 'admitted') continue;
        const key = `${a.block}|${a.branch}|${a.category}`;
        const counts = a.supernumerary ? over : admitted;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const today = displayIstDay(clock.now());
      const rows: string[][] = [];
      for (const block of matrix.blocks) {
        for (const row of block.branches) {
          for (const [category, sanctioned] of Object.entries(row.seats)) {
            const key = `${block.code}|${row.branch}|${category}`;
            const taken = admitted.get(key) ?? 0;
            const supernumerary = over.get(key) ?? 0;
            if (sanctioned === 0 && taken === 0 && supernumerary === 0) continue;
            rows.push([
              intakeLabel(intake),
              row.branch,
              blockLabel(block.code),
              category,
              String(sanctioned),
              String(taken),
              String(Math.max(0, sanctioned - taken)),
              String(supernumerary),
              today,
            ]);
          }
        }
      }
      await record(db, actor, 'export', 'admission_statement', intake, { format, rows: rows.length });
      const name = `admission-statement-${intake}`;
      return format === 'csv'
        ? { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: CSV_BOM + [HEADER, ...rows].map(csvLine).join('') }
        : {
            filename: `${name}.xlsx`,
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            body: xlsxStream('Admission statement', HEADER, rows),
          };
    },
  };
}
export type AdmissionStatement = ReturnType<typeof admissionStatement>;

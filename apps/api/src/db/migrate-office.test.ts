import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { apiPackageRoot } from '../lib/package-root';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows';

/** The committed migrations up to (not including) the one tagged `before`, in a folder of their own. */
function migrationsBefore(before: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'college-migrations-'));
  cpSync(path.join(apiPackageRoot(), 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === before),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the office migration on a database with data', () => {
  it('when 0007 runs over existing staff, audit entries, applications and payments, then nothing is lost and the new columns are filled', async () => {
    const folder = migrationsBefore('0007_office');
    const handle = await openDatabase({ driver: 'pglite' });
    try {
      if (handle.raw.driver !== 'pglite') throw new Error('expected PGlite');
      await migrate(drizzle({ client: handle.raw.client }), { migrationsFolder: folder });
      const db = handle.db;
      await db.execute(
        sql`insert into staff_users (id, email, password_hash, role) values ('00000000-0000-4000-8000-000000000001', 'clerk@college.example', 'x', 'editor')`,
      );
      await db.execute(
        sql`insert into audit_log (actor_id, action, entity, entity_id, details) values ('00000000-0000-4000-8000-000000000001', 'upload', 'question_paper', 'p1', '{"subjectCode":"CS101"}')`,
      );
      await db.execute(
        sql`insert into applications (id, mobile, status, current_stage, full_name, fee_paise, submitted_at) values ('APP2026000001', '9847000001', 'submitted', 'submitted', 'Anu', 50000, now())`,
      );
      await db.execute(
        sql`insert into program_selections (application_id, program_level, program_name, mode, branch_preferences) values ('APP2026000001', 'diploma', 'Diploma in Engineering', 'Regular', '[{"branch":"Computer Engineering","priority":1},{"branch":"Civil Engineering","priority":2}]')`,
      );
      await db.execute(
        sql`insert into payments (application_id, gateway, order_id, amount_paise, status, attempt, verified_at) values ('APP2026000001', 'demo', 'order_1', 50000, 'success', 1, now())`,
      );

      await migrateDatabase(handle);

      const [member] = await rowsOf<{ roles: string[] }>(db, sql`select roles from staff_users`);
      expect(member?.roles).toEqual(['editor']);
      const moved = await rowsOf<{ staff_id: string; roles: string[]; action: string; details: unknown }>(
        db,
        sql`select staff_id, roles, action, details from audit`,
      );
      expect(moved).toEqual([
        { staff_id: '00000000-0000-4000-8000-000000000001', roles: ['editor'], action: 'upload', details: { subjectCode: 'CS101' } },
      ]);
      const [app] = await rowsOf<{ diploma_mode: string; first_branch: string; branches: string[]; paid: boolean; version: number }>(
        db,
        sql`select diploma_mode, first_branch, branches, fee_paid_at is not null as paid, version from applications`,
      );
      expect(app).toEqual({
        diploma_mode: 'Regular',
        first_branch: 'Computer Engineering',
        branches: ['Computer Engineering', 'Civil Engineering'],
        paid: true,
        version: 1,
      });
      const kinds = await rowsOf<{ kind: string }>(db, sql`select kind from application_events order by kind`);
      expect(kinds.map((k) => k.kind)).toEqual(['created', 'paid', 'submitted']);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

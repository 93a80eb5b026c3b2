import type { Database } from '../../db/client';
import { staffRepository } from './staff.repository';

export type StaffRef = { id: string; email: string; name: string };

/** Names and emails of members, for timelines and "read by" lists; a removed id is left out. */
export async function staffByIds(db: Database, ids: (string | null)[]): Promise<Map<string, StaffRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await staffRepository(db).byIds(wanted);
  return new Map(rows.map((r) => [r.id, { id: r.id, email: r.email, name: r.name }]));
}

/** The id of the member who signs in with this email; null for none. */
export async function staffIdByEmail(db: Database, email: string): Promise<string | null> {
  return (await staffRepository(db).byEmail(email))?.id ?? null;
}

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// A field of a jsonb column, named by the column's own type: renaming a field in the contracts makes
// every query that reads it a compile error, instead of a column that silently comes back empty.

type Document<C extends AnyPgColumn> = NonNullable<C['_']['data']>;

/** A key as an SQL string literal: keys come from the types, never from input, but are quoted all the same. */
const literal = (key: string) => sql.raw(`'${key.replace(/'/g, "''")}'`);

// Each comes in parentheses: ->> binds no tighter than ||, so `a->>'x' || ' '` would read as `a->>('x' || ' ')`.

/** `column->>'key'`: a top-level field as text. */
export function jsonText<C extends AnyPgColumn>(column: C, key: keyof Document<C> & string): SQL<string | null> {
  return sql<string | null>`(${column}->>${literal(key)})`;
}

/** `column->'key'`: a top-level field as jsonb, typed as the document types it. */
export function jsonField<C extends AnyPgColumn, K extends keyof Document<C> & string>(column: C, key: K): SQL<Document<C>[K] | null> {
  return sql<Document<C>[K] | null>`(${column}->${literal(key)})`;
}

/** `alias->>'key'` for the elements of a jsonb array read with jsonb_array_elements(...) alias. */
export function elementText<T>(alias: string, key: keyof T & string): SQL<string | null> {
  return sql<string | null>`(${sql.raw(alias)}->>${literal(key)})`;
}

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

/**
 * The elements of a jsonb array field, for a subquery: `from` is `jsonb_array_elements(...) alias`,
 * and `text(key)` is `alias->>'key'`, the key named by the array's element type.
 */
export function jsonElements<C extends AnyPgColumn, K extends keyof Document<C> & string>(column: C, key: K, alias: string) {
  type Element = NonNullable<Document<C>[K]> extends readonly (infer E)[] ? E : never;
  return {
    from: sql`jsonb_array_elements(${jsonField(column, key)}) ${sql.raw(alias)}`,
    text: (field: keyof Element & string): SQL<string | null> => sql<string | null>`(${sql.raw(alias)}->>${literal(field)})`,
  };
}

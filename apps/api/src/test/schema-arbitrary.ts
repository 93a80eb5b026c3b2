import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/**
 * Strings at the edges a field allows: empty or longest, Malayalam, markup, SQL, control
 * characters, and the names every object inherits (a lookup by them finds a function, not nothing).
 */
const oddText = fc.constantFrom(
  '',
  'constructor',
  '__proto__',
  'toString',
  ' ',
  'ഹലോ ലോകം',
  '<script>alert(1)</script>',
  "'; DROP TABLE applications; --",
  '\u0000\u202e\ud800',
  '%00../../etc/passwd',
  '1e309',
);

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 300, 5000);
  const sized = fc.string({ minLength, maxLength, unit: 'grapheme' });
  if (schema.pattern) {
    // A pattern the generator cannot read still leaves the other strings to try.
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return fc.oneof(matching, matching, sized, oddText);
    } catch {
      return fc.oneof(sized, oddText);
    }
  }
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), oddText);
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), oddText);
  if (schema.format === 'date-time')
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      oddText,
    );
  if (schema.format === 'date')
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      oddText,
    );
  return fc.oneof(sized, sized, oddText);
}

function number(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e12);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e12);
  const inRange = integer
    ? fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, inRange, fc.constantFrom(min, max, 0, -1, Number.MAX_SAFE_INTEGER, 1e308));
}

function arbitraryOf(schema: JsonSchema, defs: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (s: JsonSchema) => arbitraryOf(s, defs, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return defs[name] ? next(defs[name]) : fc.jsonValue({ maxDepth: 1 });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(next));
  if (schema.allOf?.length) return next(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => next({ ...schema, type: t })));
  switch (type[0]) {
    case 'string':
      return text(schema);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      const maxLength = Math.min(schema.maxItems ?? 5, 50);
      return fc.array(schema.items ? next(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: Math.min(schema.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const fields = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, next(s)]));
      if (Object.keys(fields).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      }
      return fc.record(fields, { requiredKeys: [...required].filter((key) => key in fields) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped like what a schema accepts (its fields, types, lengths, ranges and patterns), with
 * the edges of each: bodies that pass the schema, or miss it by one field, so a fuzz reaches the
 * handlers behind it and not only the schema's refusal.
 */
export function shapedLike(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOf(json, json.$defs ?? {}, 0);
}

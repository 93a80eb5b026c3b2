// A NUL cannot be stored by PostgreSQL, and a lone surrogate is not Unicode text at all: both are
// refused wherever text comes in (rules/text.ts), and a page drops them from its address before it
// asks. Kept apart from the schemas so a public page can use it without the schema library.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// XML 1.0 has no place for most control characters; they are dropped rather than break the page or file.
// eslint-disable-next-line no-control-regex -- the point is to match control characters
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML or XML, as an element's content or a quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITY[c] ?? c);
}

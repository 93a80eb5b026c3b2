import { i18n } from '@lingui/core';
import { CONTRACT_MESSAGES } from './contract-messages';

type Template = { id: string; pattern: RegExp; names: string[] };

let templates: Template[] | undefined;

/** The messages with varying parts, as patterns that match their English text. */
function templatesOf(): Template[] {
  templates ??= CONTRACT_MESSAGES.filter((m) => m.id.includes('{')).map((m) => {
    const names = [...m.id.matchAll(/\{(\w+)\}/g)].map((x) => x[1] ?? '');
    const source = m.id.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(.+?)');
    return { id: m.id, pattern: new RegExp(`^${source}$`), names };
  });
  return templates;
}

const known = (text: string) => Object.prototype.hasOwnProperty.call(i18n.messages, text);

/** A varying part: itself a message, or a list of them, or left as it is (a name, a number). */
function translatePart(part: string): string {
  if (known(part)) return i18n._(part);
  const items = part.split(', ');
  return items.length > 1 && items.every(known) ? items.map((item) => i18n._(item)).join(', ') : part;
}

/**
 * A message from the contracts or the server in the page's language. English pages, and text that
 * is no such message (already translated, or new to this build), are shown as they are.
 */
export function translateMessage(text: string): string {
  if (i18n.locale === 'en' || !text) return text;
  if (known(text)) return i18n._(text);
  for (const t of templatesOf()) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, translatePart(match[i + 1] ?? '')]));
    return i18n._(t.id, values);
  }
  return text;
}

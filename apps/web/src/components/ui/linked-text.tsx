import { Fragment } from 'react';

/**
 * A sentence with some of its phrases linked, the sentence itself unchanged (the spec words
 * consent texts exactly). Links open a new tab, so a form being filled in stays as it is.
 */
export function LinkedText({ text, links }: { text: string; links: Readonly<Record<string, string>> }) {
  const phrases = Object.keys(links);
  if (!phrases.length) return <>{text}</>;
  const pattern = new RegExp(`(${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return (
    <>
      {text.split(pattern).map((part, i) => {
        const href = links[part];
        return href ? (
          <a key={i} href={href} target="_blank" rel="noopener">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </>
  );
}

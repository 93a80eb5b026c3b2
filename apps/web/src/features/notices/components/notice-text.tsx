/** A notice's plain text as paragraphs: a blank line starts a new one. No markup is read. */
export function NoticeText({ body }: { body: string }) {
  const paragraphs = body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <>
      {paragraphs.map((p, i) => (
        // A paragraph's place is its identity: the text is never reordered.
        <p key={i} className="notice-text">
          {p}
        </p>
      ))}
    </>
  );
}

/** Shown when an office editor brings back what was typed on this computer but not saved. */
export function OfficeDraftNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="panel panel--info" role="status">
      What you typed earlier on this computer is back: it is not saved yet. Check it and save, or cancel to let it go.
    </p>
  );
}

import { t } from '@lingui/core/macro';
/** Shown when a step brings back what was typed on this device but not saved. */
export function DraftNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="panel panel--info draft-notice" role="status">
      {t`We kept what you typed earlier on this phone. Check it and save to continue.`}
    </p>
  );
}

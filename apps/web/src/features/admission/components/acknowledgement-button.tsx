import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { downloadAcknowledgement } from '../api/acknowledgement';

/** Downloads the acknowledgement PDF of a submitted application. */
export function AcknowledgementButton({ applicationId }: { applicationId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAcknowledgement(applicationId);
    } catch (err) {
      toast({
        title: t`Error`,
        description: errorMessage(err, t`The acknowledgement could not be downloaded. Please try again.`),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void download()}>
      {busy ? t`Preparing...` : t`Download acknowledgement (PDF)`}
    </button>
  );
}

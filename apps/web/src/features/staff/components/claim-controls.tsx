import type { QueueQuery } from '../api/office-api';
import { toast } from '../../../components/ui/toast';
import { displayTime } from '@college/contracts/rules/day';
import { errorMessage } from '../../../lib/api-error';
import { useClaimBatch, useReleaseClaims } from '../api/office-api';

const BATCH = 20;

/**
 * A clerk's batch: claim the next applications of this view that await a decision and nobody
 * holds, work through them ("My claims" is a view of its own), and let go of what is left.
 */
export function ClaimControls({
  query,
  showingMine,
  update,
}: {
  query: QueueQuery;
  showingMine: boolean;
  update: (patch: { claimed: string }) => void;
}) {
  const claim = useClaimBatch();
  const release = useReleaseClaims();
  const take = async () => {
    try {
      const { page: _page, claimed: _claimed, ...view } = query;
      const res = await claim.mutateAsync({ ...view, count: BATCH });
      const n = res.data.claimed.length;
      toast({
        title: n > 0 ? `${n} claimed for you until ${displayTime(res.data.until)}` : 'Nothing left to claim in this view',
        variant: n > 0 ? 'success' : 'default',
      });
      if (n > 0) update({ claimed: 'mine' });
    } catch (err) {
      toast({ title: errorMessage(err, 'Nothing was claimed'), variant: 'destructive' });
    }
  };
  const letGo = async () => {
    try {
      const res = await release.mutateAsync(undefined);
      toast({ title: `${res.data.released} released`, variant: 'success' });
      update({ claimed: '' });
    } catch (err) {
      toast({ title: errorMessage(err, 'Nothing was released'), variant: 'destructive' });
    }
  };
  return (
    <div className="allotment-actions claim-controls">
      <button type="button" className="button button--small" disabled={claim.isPending} onClick={() => void take()}>
        Claim the next {BATCH} of this view
      </button>
      <button
        type="button"
        className="link-button"
        aria-pressed={showingMine}
        onClick={() => update({ claimed: showingMine ? '' : 'mine' })}
      >
        {showingMine ? 'Show the whole view' : 'Show my claims'}
      </button>
      {showingMine ? (
        <button type="button" className="link-button" disabled={release.isPending} onClick={() => void letGo()}>
          Release my claims
        </button>
      ) : null}
    </div>
  );
}

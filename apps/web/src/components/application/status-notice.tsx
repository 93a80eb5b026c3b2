import { statusBadgeColour } from '@college/contracts/stages';

/** A status in the spec's badge colours (pending yellow, approved green, rejected red, submitted blue, other grey). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${statusBadgeColour(status)}`}>{status.replace(/_/g, ' ')}</span>;
}

/** The application's status, and the office's remark on it when there is one. */
export function StatusNotice({ status, remark }: { status: string; remark: string | null }) {
  return (
    <div className="card status-notice">
      <p>
        Status: <StatusBadge status={status} />
      </p>
      {remark ? (
        <p className="status-notice__remark">
          <strong>Remark from the admission office:</strong> {remark}
        </p>
      ) : null}
    </div>
  );
}

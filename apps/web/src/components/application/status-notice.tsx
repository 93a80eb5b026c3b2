import { translateMessage } from '../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { STATUS_LABELS, statusBadgeColour } from '@college/contracts/stages';

/** A status in the spec's badge colours (pending yellow, approved green, rejected red, submitted blue, other grey). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge--${statusBadgeColour(status)}`}>
      {translateMessage(status in STATUS_LABELS ? STATUS_LABELS[status as keyof typeof STATUS_LABELS] : status.replace(/_/g, ' '))}
    </span>
  );
}

/** The application's status, and the office's remark on it when there is one. */
export function StatusNotice({ status, remark }: { status: string; remark: string | null }) {
  return (
    <div className="card status-notice">
      <p>
        {t`Status:`} <StatusBadge status={status} />
      </p>
      {remark ? (
        <p className="status-notice__remark">
          <strong>{t`Remark from the admission office:`}</strong> {remark}
        </p>
      ) : null}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import type { PublicNotice } from '@college/contracts/entities/notice';
import { displayDateTime } from '@college/contracts/rules/day';

/** An event's time and place, and whether it is called off, in a line. */
export function EventWhen({ event, lang }: { event: NonNullable<PublicNotice['event']>; lang: 'en' | 'ml' }) {
  return (
    <p className="notice-event">
      {event.cancelled ? <strong className="notice-event__cancelled">{t`Called off`} · </strong> : null}
      <time dateTime={event.startsAt}>{displayDateTime(event.startsAt)}</time> –{' '}
      <time dateTime={event.endsAt}>{displayDateTime(event.endsAt)}</time> · <span lang={lang}>{event.place}</span>
    </p>
  );
}

import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { PublicNotice } from '@college/contracts/entities/notice';

/**
 * What search engines read of a notice (schema.org): an event with its time, place and status, or
 * an article with its dates. A data block, never run, so the page's script policy is untouched;
 * its text is JSON with "<" escaped, so nothing in a notice can end the block early.
 */
export function StructuredData({ notice: n, url }: { notice: PublicNotice; url: string }) {
  const college = { '@type': 'CollegeOrUniversity', name: COLLEGE_IDENTITY.name };
  const data = n.event
    ? {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: n.title,
        description: n.body,
        startDate: n.event.startsAt,
        endDate: n.event.endsAt,
        eventStatus: `https://schema.org/${n.event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: n.event.place,
          address: `${COLLEGE_IDENTITY.address.post}, ${COLLEGE_IDENTITY.address.districtPin}`,
        },
        organizer: college,
        inLanguage: n.lang,
        url,
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: n.title,
        datePublished: n.publishedAt,
        dateModified: n.updatedAt,
        author: college,
        publisher: college,
        inLanguage: n.lang,
        url,
      };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

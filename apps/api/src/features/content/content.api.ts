// What the content feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

import type { Database } from '../../db/client';
import { collegeDocumentsRepository } from './college-documents.repository';
import { documentsToReview } from './college-documents.service';
import { galleryRepository } from './gallery.repository';
import { noticesRepository } from './notices.repository';
import { pagesToReview } from './page-reviews';
import { reviewMonths } from './review-policy';

/** Notices sent for publishing and not yet published: what a publisher has to look at. */
export const noticesWaiting = (db: Database) => noticesRepository(db).waiting();

/** Albums sent for publishing and not yet published. */
export const albumsWaiting = (db: Database) => galleryRepository(db).waiting();

/** Document versions uploaded by a content editor and not yet published. */
export const documentsWaiting = (db: Database) => collegeDocumentsRepository(db).waiting();

/**
 * The documents not published again, and the site's pages not reviewed, within the college's review
 * period (read once for both).
 */
export async function contentToReview(db: Database, now: Date, pages: readonly string[]): Promise<{ documents: number; pages: number }> {
  const months = await reviewMonths(db);
  const [documents, pagesDue] = await Promise.all([documentsToReview(db, now, months), pagesToReview(db, now, pages, months)]);
  return { documents, pages: pagesDue };
}

export { committeesToReview } from './committees.service';

// What the content feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

import type { Database } from '../../db/client';
import { collegeDocumentsRepository } from './college-documents.repository';
import { galleryRepository } from './gallery.repository';
import { noticesRepository } from './notices.repository';

/** Notices sent for publishing and not yet published: what a publisher has to look at. */
export const noticesWaiting = (db: Database) => noticesRepository(db).waiting();

/** Albums sent for publishing and not yet published. */
export const albumsWaiting = (db: Database) => galleryRepository(db).waiting();

/** Document versions uploaded by a content editor and not yet published. */
export const documentsWaiting = (db: Database) => collegeDocumentsRepository(db).waiting();

export { committeesToReview } from './committees.service';
export { documentsToReview } from './college-documents.service';
export { pagesToReview } from './page-reviews';

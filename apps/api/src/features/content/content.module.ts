import { documentsStorage, galleryStorage } from '../storage/storage.api';
import { feature } from '../../lib/feature';
import { collegeDocumentsRoutes } from './college-documents.routes';
import { collegeDocumentsService } from './college-documents.service';
import { committeesRoutes } from './committees.routes';
import { committeesService } from './committees.service';
import { galleryRoutes } from './gallery.routes';
import { galleryService } from './gallery.service';
import { noticeDigest, noticeDigestJob } from './notice-digest';
import { noticeDigestRoutes } from './notice-digest.routes';
import { noticesRoutes } from './notices.routes';
import { noticesService } from './notices.service';
import { pageReviewsService } from './page-reviews';
import { pageReviewsRoutes } from './page-reviews.routes';
import { pageSlotsRoutes, type PageSlots } from './page-slots.routes';
import { reviewPolicyService } from './review-policy';
import type { SiteTextsService } from './site-texts';
import { siteTextsRoutes } from './site-texts.routes';

type Needs = { pages: readonly string[]; texts: SiteTextsService; slots: PageSlots };

/** What the college publishes itself: notices, committees, documents, the gallery, the site's texts and the yearly review of its pages; the notice digest goes out in the background. */
export const contentFeature = feature({
  name: 'content',
  routes: ({ mount, db, clock, config }, { pages, texts, slots }: Needs) => [
    pageReviewsRoutes(mount, { reviews: pageReviewsService({ db, clock, pages }), policy: reviewPolicyService({ db, clock }) }),
    siteTextsRoutes(mount, { texts }),
    pageSlotsRoutes(mount, { slots }),
    noticesRoutes(mount, { notices: noticesService({ db, clock, publicOrigin: config.publicOrigin }) }),
    committeesRoutes(mount, { committees: committeesService({ db, clock }) }),
    collegeDocumentsRoutes(mount, { documents: collegeDocumentsService({ db, storage: documentsStorage(config), clock }) }),
    galleryRoutes(mount, { gallery: galleryService({ db, storage: galleryStorage(config), clock }) }),
    noticeDigestRoutes(mount, { digest: noticeDigest({ db, clock, publicOrigin: config.publicOrigin }) }),
  ],
  jobs: ({ db, clock, config }) => [noticeDigestJob(noticeDigest({ db, clock, publicOrigin: config.publicOrigin }))],
});

import { NoticePage } from '../../features/notices/components/notice-page';
import { NoticesPage } from '../../features/notices/components/notices-page';
import { CommitteesPage } from '../../features/notices/components/committees-page';
import { DocumentsPage } from '../../features/notices/components/documents-page';
import { GalleryPage } from '../../features/notices/components/gallery-page';
import { DigestPage } from '../../features/notices/components/digest-page';

/** /notices and /notices/:id: read from the API, so a notice is on the page the moment it is published. */
export const NoticesRoute = NoticesPage;
export const NoticeRoute = NoticePage;
/** /committees: the committees and officers, from the API as the office keeps them. */
export const CommitteesRoute = CommitteesPage;
/** /documents: the prospectus and the other documents per academic year, every version kept. */
export const DocumentsRoute = DocumentsPage;
/** /gallery: the published albums; the spec's "Coming Soon" while there are none. */
export const GalleryRoute = GalleryPage;
/** /digest: where the email updates' links land, to confirm them or to stop them. */
export const DigestRoute = DigestPage;

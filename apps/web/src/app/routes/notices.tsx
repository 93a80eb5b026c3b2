import { NoticePage } from '../../features/notices/components/notice-page';
import { NoticesPage } from '../../features/notices/components/notices-page';

/** /notices and /notices/:id: read from the API, so a notice is on the page the moment it is published. */
export const NoticesRoute = NoticesPage;
export const NoticeRoute = NoticePage;

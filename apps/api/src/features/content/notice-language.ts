import type { NoticeRow } from './notices.repository';

/** The English changed after the Malayalam was last written or confirmed. */
export const malayalamOutOfDate = (r: NoticeRow) =>
  r.titleMl !== '' && (r.malayalamChangedAt === null || r.englishChangedAt > r.malayalamChangedAt);

/** Whether a page in `lang` shows the notice's Malayalam: asked for, written and current. */
export const showsMalayalam = (r: NoticeRow, lang: 'en' | 'ml') => lang === 'ml' && r.titleMl !== '' && !malayalamOutOfDate(r);

// Every route of the site, written once. Links use the builders; the router uses the patterns.

export const routePatterns = {
  home: '/',
  about: '/about',
  admission: '/admission',
  program: '/program/:id',
  department: '/departments/:id',
  facilities: '/facilities',
  studentCorner: '/student-corner/:tab',
  contact: '/contact',
  gallery: '/gallery',
  auth: '/auth',
  staffQuestionPapers: '/staff/question-papers',
  notFound: '*',
} as const;

export type StudentCornerTab = 'lab-manual' | 'question-papers' | 'syllabus';

export const paths = {
  home: () => '/',
  about: () => '/about',
  admission: () => '/admission',
  program: (id: string) => `/program/${encodeURIComponent(id)}`,
  department: (id: string) => `/departments/${encodeURIComponent(id)}`,
  facilities: () => '/facilities',
  /** The main menu links to tab 0; the submenu links to named tabs. */
  studentCorner: (tab: StudentCornerTab | '0' = '0') => `/student-corner/${tab}`,
  contact: () => '/contact',
  gallery: () => '/gallery',
  auth: () => '/auth',
  staffQuestionPapers: () => '/staff/question-papers',
} as const;

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
  digest: '/digest',
  privacy: '/privacy',
  terms: '/terms',
  notices: '/notices',
  notice: '/notices/:id',
  committees: '/committees',
  documents: '/documents',
  auth: '/auth',
  staffQuestionPapers: '/staff/question-papers',
  staffHome: '/staff',
  staffApplications: '/staff/applications',
  staffApplication: '/staff/applications/:id',
  staffPayments: '/staff/payments',
  staffAccounts: '/staff/accounts',
  staffSettings: '/staff/settings',
  staffMerit: '/staff/merit',
  staffAllotment: '/staff/allotment',
  staffRegister: '/staff/admissions',
  staffRequests: '/staff/requests',
  staffDashboard: '/staff/dashboard',
  staffNotices: '/staff/notices',
  staffCommittees: '/staff/committees',
  staffDocuments: '/staff/documents',
  staffGallery: '/staff/gallery',
  staffPages: '/staff/pages',
  staffSiteTexts: '/staff/site',
  staffAudit: '/staff/audit',
  staffAccount: '/staff/account',
  staffSetPassword: '/staff/set-password',
  verify: '/verify/:token',
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
  digest: () => '/digest',
  privacy: () => '/privacy',
  terms: () => '/terms',
  notices: (search = '') => `/notices${search ? `?${search}` : ''}`,
  notice: (id: string) => `/notices/${encodeURIComponent(id)}`,
  committees: () => '/committees',
  documents: () => '/documents',
  auth: () => '/auth',
  staffQuestionPapers: () => '/staff/question-papers',
  staffHome: () => '/staff',
  /** The queue; `search` is its filters as a query string (without '?'). */
  staffApplications: (search = '') => `/staff/applications${search ? `?${search}` : ''}`,
  staffApplication: (id: string) => `/staff/applications/${encodeURIComponent(id)}`,
  staffPayments: (search = '') => `/staff/payments${search ? `?${search}` : ''}`,
  staffAccounts: () => '/staff/accounts',
  staffSettings: () => '/staff/settings',
  staffMerit: () => '/staff/merit',
  staffAllotment: () => '/staff/allotment',
  staffRegister: () => '/staff/admissions',
  staffRequests: () => '/staff/requests',
  staffDashboard: () => '/staff/dashboard',
  staffNotices: () => '/staff/notices',
  staffCommittees: () => '/staff/committees',
  staffDocuments: () => '/staff/documents',
  staffGallery: () => '/staff/gallery',
  staffPages: () => '/staff/pages',
  staffSiteTexts: () => '/staff/site',
  staffAudit: (search = '') => `/staff/audit${search ? `?${search}` : ''}`,
  staffAccount: () => '/staff/account',
  staffSetPassword: () => '/staff/set-password',
} as const;

/**
 * The admission page holds the fee step, the one page whose security policy lets Razorpay's
 * checkout run. Links to it load it as a new document, so that policy is the one in force.
 */
export const loadsAsDocument = (to: string) => to === paths.admission();

/** The office's pages, which are in English only. */
export const isOfficePath = (pathname: string) => pathname === paths.staffHome() || pathname.startsWith(`${paths.staffHome()}/`);

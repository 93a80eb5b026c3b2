import type { ComponentType } from 'react';

/**
 * The office's pages, each its own chunk. The router reaches them through this module, so the
 * entry script every public page loads names this one chunk, not each office page and what the
 * pages share (a few hundred bytes more for every visitor, for pages only staff open).
 */
export const officePages = {
  home: async () => (await import('./components/office-layout')).OfficeHome,
  dashboard: async () => (await import('./components/dashboard-page')).DashboardPage,
  queue: async () => (await import('./components/queue-page')).QueuePage,
  application: async () => (await import('./components/application-page')).ApplicationPage,
  papers: async () => (await import('./components/staff-papers-page')).StaffPapersPage,
  payments: async () => (await import('./components/payments-page')).PaymentsPage,
  accounts: async () => (await import('./components/accounts-page')).AccountsPage,
  merit: async () => (await import('./components/merit-page')).MeritPage,
  allotment: async () => (await import('./components/allotment-page')).AllotmentPage,
  register: async () => (await import('./components/register-page')).RegisterPage,
  requests: async () => (await import('./components/requests-page')).RequestsPage,
  audit: async () => (await import('./components/audit-page')).AuditPage,
  notices: async () => (await import('./components/notices-page')).StaffNoticesPage,
  committees: async () => (await import('./components/committees-page')).StaffCommitteesPage,
  documents: async () => (await import('./components/documents-page')).StaffDocumentsPage,
  gallery: async () => (await import('./components/gallery-page')).StaffGalleryPage,
  pages: async () => (await import('./components/page-reviews-page')).StaffPageReviewsPage,
  siteTexts: async () => (await import('./components/site-texts-page')).StaffSiteTextsPage,
  settings: async () => (await import('./components/settings-page')).SettingsPage,
  account: async () => (await import('./components/account-page')).AccountPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type OfficePage = keyof typeof officePages;

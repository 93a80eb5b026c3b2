import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { departments } from '../content/departments';
import { programmes } from '../content/programmes';
import { college } from '../content/college';
import { paths } from './paths';

type PageMeta = { path: string; title: string; description: string };

const withName = (title: string) => (title ? `${title} | ${college.name}` : `${college.name} | ${college.tagline}`);

/** Every public page that is prerendered, with its title and description. */
export function publicPages(): PageMeta[] {
  return [
    { path: paths.home(), title: withName(''), description: college.blurb },
    { path: paths.about(), title: withName(t`About`), description: t`About ${college.name}: history, vision and mission.` },
    {
      path: paths.admission(),
      title: withName(t`Admission Form`),
      description: t`Apply online for diploma and MBA admission: verify your mobile number and complete the application in seven steps.`,
    },
    ...programmes.map((p) => ({
      path: paths.program(p.id),
      title: withName(p.program_name),
      description: p.program_overview.slice(0, 155),
    })),
    ...departments.map((d) => ({
      path: paths.department(d.id),
      title: withName(t`Department of ${d.name}`),
      description: d.overview[0]?.slice(0, 155) ?? d.name,
    })),
    {
      path: paths.facilities(),
      title: withName(t`Facilities and Library`),
      description: t`Classrooms, workshops, laboratories and a library with over 9,000 books and a digital library.`,
    },
    {
      path: paths.studentCorner(),
      title: withName(t`Student Corner`),
      description: t`Syllabus links and the archive of previous question papers and answer keys.`,
    },
    {
      path: paths.studentCorner('syllabus'),
      title: withName(t`Syllabus`),
      description: t`Diploma syllabus links for revisions 2021, 2015 and 2010.`,
    },
    {
      path: paths.studentCorner('question-papers'),
      title: withName(t`Previous Question Papers`),
      description: t`Search previous question papers and answer keys by department, year, semester and revision.`,
    },
    { path: paths.studentCorner('lab-manual'), title: withName(t`Lab Manuals`), description: t`Laboratory manuals for diploma students.` },
    { path: paths.contact(), title: withName(t`Contact Us`), description: t`Phone numbers, email and address of ${college.name}.` },
    {
      path: paths.privacy(),
      title: withName(t`Privacy Policy`),
      description: t`What personal data the admission application collects, why, who handles it, how long it is kept and your rights.`,
    },
    {
      path: paths.terms(),
      title: withName(t`Terms of Service`),
      description: t`The terms of the online admission application and of this site.`,
    },
  ];
}

/** The 404 page's title and description. */
export const notFoundMeta = (): PageMeta => ({
  path: '/404',
  title: withName(t`Page Not Found`),
  description: t`The page you are looking for does not exist.`,
});

// Pages that are not prerendered or indexed, but have titles all the same.
const unlistedPages = (): Pick<PageMeta, 'path' | 'title'>[] => [
  { path: paths.auth(), title: withName(t`Sign In`) },
  { path: paths.notices(), title: withName(t`Notices`) },
  { path: paths.gallery(), title: withName(t`Gallery`) },
  { path: paths.staffGallery(), title: withName('Gallery (Office)') },
  { path: paths.staffPages(), title: withName('Page reviews (Office)') },
  { path: paths.staffSiteTexts(), title: withName('Headline, banner and phone numbers (Office)') },
  { path: paths.staffNotices(), title: withName('Notices (Office)') },
  { path: paths.staffCommittees(), title: withName('Committees (Office)') },
  { path: paths.staffDocuments(), title: withName('Documents (Office)') },
  { path: paths.staffQuestionPapers(), title: withName('Question Papers (Staff)') },
  { path: paths.staffHome(), title: withName('Admissions Office') },
  { path: paths.staffApplications(), title: withName('Applications (Office)') },
  { path: paths.staffDashboard(), title: withName('Dashboard (Office)') },
  { path: paths.staffPayments(), title: withName('Payments (Office)') },
  { path: paths.staffAccounts(), title: withName('Staff Accounts (Office)') },
  { path: paths.staffSettings(), title: withName('Admission Settings (Office)') },
  { path: paths.staffMerit(), title: withName('Merit Lists (Office)') },
  { path: paths.staffAllotment(), title: withName('Seat Allotment (Office)') },
  { path: paths.staffRegister(), title: withName('Admission Register (Office)') },
  { path: paths.staffAccount(), title: withName('My Account (Office)') },
  { path: paths.staffSetPassword(), title: withName('Set Your Password') },
];

const titles = new Map<string, Map<string, string>>();

/** The title of the page at `pathname`, from the one table the prerender reads too. */
export function titleFor(pathname: string): string {
  // One table per language: the titles are in the page's language.
  let table = titles.get(i18n.locale);
  if (!table) {
    table = new Map([...publicPages(), ...unlistedPages()].map((p) => [p.path, p.title]));
    titles.set(i18n.locale, table);
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape matches no page.
  }
  if (path.startsWith('/verify/')) return withName(t`Verify an Acknowledgement`);
  if (path.startsWith('/notices/')) return withName(t`Notices`);
  const office = /^\/staff\/applications\/(APP\d{10})$/.exec(path);
  if (office) return withName(`Application ${office[1] ?? ''} (Office)`);
  return table.get(path) ?? table.get(encodeURI(decoded)) ?? notFoundMeta().title;
}

// The college's own details, in one place so the site can be rebranded by editing this file (and
// the contracts' college.ts, which the server's documents share).
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { DEPARTMENTS, type Department } from '@college/contracts/programmes';
import { translated } from './translated';

export const college = {
  ...COLLEGE_IDENTITY,
  established: 2011,
  /** Public address of the site: canonical URLs and the sitemap (PUBLIC_ORIGIN at build overrides). */
  website: 'https://www.nilacollege.ac.in',
  tagline: 'Empowering Through Technical Excellence',
  blurb:
    'A technical college in Palakkad offering diploma programmes in engineering and architecture since 2011, and a full-time MBA, affiliated to the state technical education directorate and approved by AICTE.',
  vision: 'To be a centre of technical and management education that shapes skilled, ethical professionals for Kerala and beyond.',
  mission: [
    'Teach through practice: workshops, laboratories, projects and internships.',
    'Keep programmes in step with industry and society.',
    'Nurture character, teamwork and a habit of learning.',
  ],
  social: {
    facebook: 'https://www.facebook.com/nilacollege',
    instagram: 'https://www.instagram.com/nilacollege',
    youtube: 'https://www.youtube.com/@nilacollege',
  },
} as const;

// Here rather than beside the programmes: the home page counts them too, and must not load every
// programme's text for it.
/** "14+": whole years since the start year, with a plus sign. */
export function yearsOfExcellence(startYear: number, now: Date = new Date()): string {
  return `${Math.max(0, now.getFullYear() - startYear)}+`;
}

/** The college's words every page shows (the footer, the menu), in the page's language. */
export type SiteText = {
  blurb: string;
  vision: string;
  mission: readonly string[];
  address: { line1: string; post: string; districtPin: string; stateCountry: string };
  departments: Record<Department, string>;
};

export const siteText = translated<SiteText>(
  {
    blurb: college.blurb,
    vision: college.vision,
    mission: college.mission,
    address: college.address,
    departments: Object.fromEntries(DEPARTMENTS.map((d) => [d, d])) as Record<Department, string>,
  },
  () => import('./ml/site'),
);

import type { ProgrammeIconName } from '../components/ui/programme-icon';
import { paths } from '../config/paths';
import { college, yearsOfExcellence } from './college';
import { HOME_HEADLINE, HOME_SUBHEADLINE } from './home-headline';
import { translated } from './translated';

export type ProgrammeItem = { title: string; icon: ProgrammeIconName; description: string; link: string };

const diplomaProgrammeItems: ProgrammeItem[] = [
  {
    title: 'Civil Engineering',
    icon: 'civil',
    description: 'Surveying, structures and construction supervision.',
    link: paths.program('Civil-Engineering'),
  },
  {
    title: 'Mechanical Engineering',
    icon: 'mechanical',
    description: 'Manufacturing, thermal engineering and CNC machining.',
    link: paths.program('Mechanical-Engineering'),
  },
  {
    title: 'Electrical and Electronics Engineering',
    icon: 'electrical',
    description: 'Machines, power systems and power electronics.',
    link: paths.program('Electrical-and-Electronics-Engineering'),
  },
  {
    title: 'Electrical and Electronics Engineering (Part-time)',
    icon: 'plug',
    description: 'The EEE diploma in the evenings for working professionals.',
    link: paths.program('Electrical-and-Electronics-Engineering-Part-time'),
  },
  {
    title: 'Computer Engineering',
    icon: 'computer',
    description: 'Programming, hardware, networks and databases.',
    link: paths.program('Computer-Engineering'),
  },
  {
    title: 'Automobile Engineering',
    icon: 'automobile',
    description: 'Engines, chassis, auto electricals and EVs.',
    link: paths.program('Automobile-Engineering'),
  },
  {
    title: 'Architecture',
    icon: 'architecture',
    description: 'Design studio approved by the Council of Architecture.',
    link: paths.program('Architecture'),
  },
];

const postgraduateProgrammeItems: ProgrammeItem[] = [
  {
    title: 'Master of Business Administration',
    icon: 'management',
    description: 'Two-year full-time MBA with five specialisations.',
    link: paths.program('Master-of-Business-Administration'),
  },
];

type FacilityItem = { title: string; image: string; description: string };

const facilityItems: FacilityItem[] = [
  { title: 'Smart Classrooms', image: '/images/classrooms.svg', description: 'Airy classrooms with projectors for every batch.' },
  { title: 'Workshops', image: '/images/workshops.svg', description: 'Fitting, welding, machining, carpentry and electrical workshops.' },
  { title: 'Laboratories', image: '/images/laboratories.svg', description: 'Department laboratories with current equipment and software.' },
  { title: 'Library', image: '/images/library-1.svg', description: 'Over 9,000 books, a digital library and a reading hall.' },
];

const values = [
  { title: 'Discipline', text: 'Punctuality, preparation and care for the campus are part of every day here.' },
  { title: 'Respect', text: 'Students and staff treat one another, and every job, with respect.' },
  { title: 'Inclusivity', text: 'Students from every background find a place, and support, at the college.' },
];

type HomeDepartmentCard = { name: string; image: string; description: string; link: string; group: 'Engineering' | 'Management' };

const homeDepartmentCards: HomeDepartmentCard[] = [
  {
    group: 'Engineering',
    name: 'Civil Engineering',
    image: '/images/department-civil.svg',
    description: 'Building the roads, bridges and homes of tomorrow.',
    link: paths.department('Civil-Engineering'),
  },
  {
    group: 'Engineering',
    name: 'Mechanical Engineering',
    image: '/images/department-mechanical.svg',
    description: 'Machines, manufacturing and maintenance.',
    link: paths.department('Mechanical-Engineering'),
  },
  {
    group: 'Engineering',
    name: 'Electrical and Electronics Engineering',
    image: '/images/department-eee.svg',
    description: 'Power, machines and control.',
    link: paths.department('Electrical-and-Electronics-Engineering'),
  },
  {
    group: 'Engineering',
    name: 'Computer Engineering',
    image: '/images/department-computer.svg',
    description: 'Software, hardware and networks.',
    link: paths.department('Computer-Engineering'),
  },
  {
    group: 'Engineering',
    name: 'Automobile Engineering',
    image: '/images/department-automobile.svg',
    description: 'Vehicles, from engines to EVs.',
    link: paths.department('Automobile-Engineering'),
  },
  {
    group: 'Engineering',
    name: 'Architecture',
    image: '/images/department-architecture.svg',
    description: 'Design rooted in Kerala’s climate and heritage.',
    link: paths.department('Architecture'),
  },
  // As the spec has it: the MBA card leads to the Civil Engineering department page.
  {
    group: 'Management',
    name: 'Master of Business Administration',
    image: '/images/department-mba.svg',
    description: 'Management education for industry and enterprise.',
    link: paths.department('Civil-Engineering'),
  },
];

const whyChooseUs = [
  // Counted from the start year, as the programme pages count it.
  {
    title: `${yearsOfExcellence(college.established)} Years of Excellence`,
    text: `Teaching technicians and managers since ${college.established}.`,
  },
  { title: 'Industry-Ready Training', text: 'Workshops, laboratories, internships and live projects in every programme.' },
  { title: 'Placement Support', text: 'A placement cell that prepares students and brings employers to campus.' },
];

const achievements = [
  { date: '2025-11-14', title: 'State-level technical fest: first prize for the Computer Engineering IoT project' },
  { date: '2025-09-02', title: 'Electrical and Electronics students commission a 10 kW rooftop solar plant on campus' },
  { date: '2025-07-20', title: '92% placement for the 2025 diploma batch' },
  { date: '2025-03-08', title: 'Civil Engineering survey camp maps the Thrithala heritage precinct' },
  { date: '2024-12-12', title: 'NSS unit wins the district award for flood-relief volunteering' },
];

type Words<T, K extends keyof T> = Pick<T, K>[];

/** The home page's words in Malayalam, item for item as the English lists (content/ml/home.ts). */
export type HomeMalayalam = {
  headline: string;
  subheadline: string;
  diplomaProgrammes: Words<ProgrammeItem, 'title' | 'description'>;
  postgraduateProgrammes: Words<ProgrammeItem, 'title' | 'description'>;
  facilities: Words<FacilityItem, 'title' | 'description'>;
  values: { title: string; text: string }[];
  departments: Words<HomeDepartmentCard, 'name' | 'description'>;
  whyChooseUs: { title: string; text: string }[];
  achievements: { title: string }[];
};

const english = {
  headline: HOME_HEADLINE,
  subheadline: HOME_SUBHEADLINE,
  diplomaProgrammes: diplomaProgrammeItems,
  postgraduateProgrammes: postgraduateProgrammeItems,
  facilities: facilityItems,
  values,
  departments: homeDepartmentCards,
  whyChooseUs,
  achievements,
};

export type HomeText = typeof english;

/** The home page's texts in the page's language. */
export const homeText = translated(english, () => import('./ml/home'));

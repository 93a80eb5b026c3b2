import { DEPARTMENTS, departmentSlug } from '@college/contracts/programmes';
import type { Department } from './types';
import { translated } from './translated';

/** The Program Outcomes every diploma programme works towards (NBA, diploma level). */
const DIPLOMA_PROGRAM_OUTCOMES = [
  'Basic and discipline-specific knowledge: apply knowledge of basic mathematics, science and engineering fundamentals and engineering specialisation to solve engineering problems.',
  'Problem analysis: identify and analyse well-defined engineering problems using codified standard methods.',
  'Design and development of solutions: design solutions for well-defined technical problems and assist with the design of systems components or processes to meet specified needs.',
  'Engineering tools, experimentation and testing: apply modern engineering tools and appropriate techniques to conduct standard tests and measurements.',
  'Engineering practices for society, sustainability and environment: apply appropriate technology in the context of society, sustainability, environment and ethical practices.',
  'Project management: use engineering management principles individually, as a team member or a leader to manage projects and effectively communicate about well-defined engineering activities.',
  'Life-long learning: ability to analyse individual needs and engage in updating in the context of technological changes.',
];

type Own = Omit<Department, 'id' | 'name' | 'pos'>;

const own: Record<(typeof DEPARTMENTS)[number], Own> = {
  'Civil Engineering': {
    HOD: 'Smt. Deepa Raghavan',
    contact: '+91 94470 21001',
    email: 'civil@nilacollege.ac.in',
    overview: [
      'The Department of Civil Engineering has offered the three-year diploma since the college opened in 2011. Its graduates work as overseers, site engineers and surveyors across Kerala and the Gulf.',
      'Well-equipped surveying, materials testing and soil mechanics laboratories, a computer-aided drawing lab and an annual survey camp give students hands-on experience of what they will do on site.',
    ],
    vision:
      'To be a centre of excellence in civil engineering education that produces competent, ethical technicians who build a sustainable Kerala.',
    mission: [
      'Provide sound knowledge of civil engineering through teaching, laboratory practice and field work.',
      'Build skills in surveying, construction supervision and quantity surveying that industry values.',
      'Instil safety, professional ethics and respect for the environment.',
      'Encourage life-long learning and higher studies.',
    ],
    peos: [
      'Graduates work competently as civil engineering technicians in construction, surveying and public works.',
      'Graduates supervise construction safely, economically and in line with codes and building rules.',
      'Graduates pursue higher education, licences and continuous professional development.',
    ],
    psos: [
      'Prepare drawings, estimates and survey records for buildings and infrastructure using current tools.',
      'Supervise construction activities and test construction materials to required standards.',
    ],
  },
  'Mechanical Engineering': {
    HOD: 'Sri. Anil Kumar P.',
    contact: '+91 94470 21002',
    email: 'mechanical@nilacollege.ac.in',
    overview: [
      'The Department of Mechanical Engineering trains technicians for manufacturing, maintenance and service industries. Students spend a large part of the programme in the workshops and the CNC laboratory.',
      'The department runs industrial visits every semester and places students for training in public sector units and private industry.',
    ],
    vision: 'To develop skilled mechanical engineering technicians who meet the needs of industry and society.',
    mission: [
      'Teach the fundamentals of mechanical engineering through theory and workshop practice.',
      'Keep laboratories in step with modern manufacturing, including CNC and CAD/CAM.',
      'Promote safety, teamwork and entrepreneurship.',
    ],
    peos: [
      'Graduates work as technicians in production, maintenance and quality control.',
      'Graduates adapt to new manufacturing technologies and work safely in teams.',
      'Graduates continue learning through higher studies and certifications.',
    ],
    psos: [
      'Operate, maintain and troubleshoot machines and thermal systems.',
      'Produce components to drawings using conventional and CNC machines.',
    ],
  },
  'Electrical and Electronics Engineering': {
    HOD: 'Dr. Sreeja M.',
    contact: '+91 94470 21003',
    email: 'eee@nilacollege.ac.in',
    overview: [
      'The Department of Electrical and Electronics Engineering runs the regular diploma and a part-time diploma for working professionals.',
      'Its machines, measurements, power electronics and PLC laboratories prepare students for utilities, industry and electrical contracting.',
    ],
    vision: 'To produce skilled and responsible electrical technicians who power the development of the state.',
    mission: [
      'Give students strong fundamentals and practical skills in electrical and electronics engineering.',
      'Promote safe practice, energy conservation and renewable energy.',
      'Support working professionals through the part-time programme.',
    ],
    peos: [
      'Graduates install, operate and maintain electrical systems safely.',
      'Graduates obtain licences and grow into supervisory roles.',
      'Graduates pursue higher studies and keep up with new technology.',
    ],
    psos: [
      'Install, test and maintain electrical machines, wiring and power systems.',
      'Apply electronics, PLCs and drives to control and automation tasks.',
    ],
  },
  'Computer Engineering': {
    HOD: 'Smt. Nisha Joseph',
    contact: '+91 94470 21004',
    email: 'computer@nilacollege.ac.in',
    overview: [
      'The Department of Computer Engineering teaches programming, hardware, networking and databases, with project work in every year.',
      'Students build web and mobile applications in teams and take internships with IT firms in Kochi and Thiruvananthapuram.',
    ],
    vision: 'To be a department that shapes competent and ethical computing professionals for a digital society.',
    mission: [
      'Provide strong foundations in programming, systems and networks.',
      'Encourage problem solving through projects and internships.',
      'Foster ethical use of technology and life-long learning.',
    ],
    peos: [
      'Graduates work as software, hardware and network technicians.',
      'Graduates solve problems with suitable computing tools, alone and in teams.',
      'Graduates pursue higher education and certifications.',
    ],
    psos: [
      'Develop, test and maintain software and web applications.',
      'Assemble, configure and troubleshoot computer systems and networks.',
    ],
  },
  'Automobile Engineering': {
    HOD: 'Sri. Rajesh V.',
    contact: '+91 94470 21005',
    email: 'automobile@nilacollege.ac.in',
    overview: [
      'The Department of Automobile Engineering trains technicians for vehicle service, manufacturing and transport undertakings.',
      'Engine, chassis and auto electrical laboratories and training at authorised service centres give students real workshop experience, including electric vehicles.',
    ],
    vision: 'To produce automobile technicians who keep mobility safe, efficient and clean.',
    mission: [
      'Teach vehicle systems through theory and hands-on workshop practice.',
      'Prepare students for electric and hybrid vehicle technology.',
      'Promote road safety and environmental responsibility.',
    ],
    peos: [
      'Graduates service and maintain vehicles competently.',
      'Graduates manage workshops and work to manufacturer and legal standards.',
      'Graduates keep learning as vehicle technology changes.',
    ],
    psos: [
      'Diagnose and repair engine, chassis and electrical faults in vehicles.',
      'Apply electric and hybrid vehicle technology in service and maintenance.',
    ],
  },
  Architecture: {
    HOD: 'Ar. Lakshmi Menon',
    contact: '+91 94470 21006',
    email: 'architecture@nilacollege.ac.in',
    overview: [
      'The Department of Architecture offers a diploma approved by the Council of Architecture, started in 2014.',
      'Studio-based teaching, measured drawings of traditional Kerala buildings and office training with practising architects prepare students as architectural assistants.',
    ],
    vision: 'To nurture architectural assistants who design with sensitivity to climate, culture and community.',
    mission: [
      'Develop design, drawing and presentation skills through studio work.',
      'Teach building construction, services and regulations for practice.',
      'Foster respect for Kerala’s architectural heritage and the environment.',
    ],
    peos: [
      'Graduates work as architectural assistants and draughtspersons.',
      'Graduates prepare drawings that follow building rules and good practice.',
      'Graduates pursue B.Arch and related higher studies.',
    ],
    psos: [
      'Prepare architectural drawings, models and visualisations by hand and with software.',
      'Detail building construction and services in line with building rules.',
    ],
  },
};

/** A department as the English has it. */
export const department = (name: (typeof DEPARTMENTS)[number]): Department => ({
  id: departmentSlug(name),
  name,
  ...own[name],
  pos: DIPLOMA_PROGRAM_OUTCOMES,
});
export const departments: Department[] = DEPARTMENTS.map(department);

/** A department's words, which its Malayalam gives and lays over the English (content/ml/departments.ts). */
type DepartmentWords = Pick<Department, 'name' | 'overview' | 'vision' | 'mission' | 'peos' | 'psos'>;
export type DepartmentsMalayalam = { departments: Record<(typeof DEPARTMENTS)[number], DepartmentWords>; pos: string[] };

/** The departments in the page's language (the heads' names, contacts and pictures as they are). */
export const departmentsText = translated(departments, () => import('./ml/departments'));

export function findDepartment(id: string): Department | undefined {
  return departmentsText.text.find((d) => d.id === id);
}

export function initials(name: string): string {
  return name
    .replace(/^(Dr|Sri|Smt|Ar)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

import { PROGRAMME_INTAKE } from '@college/contracts/constants';
import type { Programme } from './types';
import { translated } from './translated';

// The directorate and council names are written out in full once here.
const DIPLOMA_AFFILIATION = 'State Board of Technical Education, Kerala (Directorate of Technical Education)';
const AICTE = 'All India Council for Technical Education (AICTE), New Delhi';
const DIPLOMA_DURATION = '3 Years (6 Semesters)';

const diplomaHigherEducation = [
  'B.Tech through lateral entry to the second year of engineering degree programmes (LET)',
  'AMIE (Associate Member of the Institution of Engineers, India)',
  'Advanced diploma and post-diploma certificate courses',
  'Degree programmes of open universities while working',
];

export const programmes: Programme[] = [
  {
    id: 'Electrical-and-Electronics-Engineering',
    program_name: 'Diploma in Electrical and Electronics Engineering',
    department: 'Electrical and Electronics Engineering',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'Electrical and Electronics Engineering prepares students to generate, distribute and use electrical energy safely and efficiently. The programme combines electrical machines, power systems and power electronics with measurements, control and practical wiring, so that diploma holders can install, test, operate and maintain electrical systems in homes, industries and utilities.',
    curriculum_highlights: {
      core_subjects: [
        'Electrical Circuits and Networks',
        'Electrical Machines I and II',
        'Electrical Measurements and Instrumentation',
        'Power Generation, Transmission and Distribution',
        'Analog and Digital Electronics',
        'Power Electronics and Drives',
        'Control Systems and PLC Programming',
        'Electrical Installation, Estimation and Costing',
      ],
      laboratory_practical_training: [
        'Electrical workshop: domestic and industrial wiring',
        'Electrical machines laboratory',
        'Measurements and instrumentation laboratory',
        'Electronics and power electronics laboratory',
        'PLC and automation laboratory',
        'Industrial training and final-year project',
      ],
    },
    career_opportunities: [
      'Overseer or sub-engineer in KSEB and other electricity utilities',
      'Electrical supervisor in construction and industry',
      'Maintenance technician in manufacturing plants',
      'Service engineer for motors, drives, UPS and solar systems',
      'Electrical contractor (with the appropriate licence)',
    ],
    License_Certification_Opportunities: [
      "Electrical Supervisor's Competency Certificate (Kerala State Electrical Licensing Board)",
      "Wireman's permit",
      'Electrical contractor licence (Class B / Class C, with experience)',
      'Energy auditor certification (Bureau of Energy Efficiency) after experience',
    ],
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '93%',
    year: 2011,
  },
  {
    id: 'Civil-Engineering',
    program_name: 'Diploma in Civil Engineering',
    department: 'Civil Engineering',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'Civil Engineering trains students to plan, survey, design, estimate and supervise the construction of buildings, roads, bridges and water supply works. Students learn materials, surveying, structural design, quantity surveying and construction management, with site visits and drawing practice throughout.',
    curriculum_highlights: {
      core_subjects: [
        'Engineering Mechanics and Strength of Materials',
        'Construction Materials and Technology',
        'Surveying I and II',
        'Theory of Structures',
        'Design of RCC and Steel Structures',
        'Hydraulics and Water Resources Engineering',
        'Transportation Engineering',
        'Quantity Surveying and Valuation',
        'Construction Management',
      ],
      laboratory_practical_training: [
        'Surveying practice with total station and levels',
        'Materials testing laboratory',
        'Soil mechanics laboratory',
        'Computer-aided civil drawing (AutoCAD)',
        'Survey camp and site visits',
        'Final-year project',
      ],
    },
    career_opportunities: [
      'Overseer in the Public Works and Local Self Government departments',
      'Site engineer and supervisor with builders and contractors',
      'Surveyor and draughtsman',
      'Quantity surveyor and estimator',
      'Licensed building supervisor',
    ],
    License_Certification_Opportunities: {
      'Building Supervisor - B': {
        eligibility: "Diploma in Civil Engineering with 2 years' experience",
        scope: 'Buildings up to 300 sq.m built-up area, up to 2 floors and up to 7.5 m height',
      },
      'Building Supervisor - A': {
        eligibility: '4 years as a licensed Building Supervisor - B',
        scope: 'Buildings up to 750 sq.m built-up area, up to 3 floors and up to 11 m height, and layouts up to 1 hectare',
      },
    },
    sp: 'Licences are issued by the local body under the Kerala Municipality and Panchayat Building Rules.',
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '90%',
    year: 2011,
  },
  {
    id: 'Mechanical-Engineering',
    program_name: 'Diploma in Mechanical Engineering',
    department: 'Mechanical Engineering',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'Mechanical Engineering covers the design, manufacture and maintenance of machines. Students learn manufacturing processes, thermal engineering, machine design and CNC machining, and spend substantial time in workshops turning, fitting, welding and machining real components.',
    curriculum_highlights: {
      core_subjects: [
        'Engineering Drawing and Machine Drawing',
        'Manufacturing Technology',
        'Thermal Engineering',
        'Strength of Materials',
        'Fluid Mechanics and Hydraulic Machines',
        'Theory of Machines',
        'Machine Design',
        'CNC Machines and Computer-Aided Manufacturing',
        'Industrial Management and Safety',
      ],
      laboratory_practical_training: [
        'Fitting, welding, sheet metal and smithy workshops',
        'Machine shop: lathe, milling, shaping and grinding',
        'CNC programming and machining',
        'Thermal engineering and fluid mechanics laboratories',
        'CAD laboratory',
        'Industrial training and final-year project',
      ],
    },
    career_opportunities: [
      'Production and maintenance supervisor in industry',
      'CNC programmer and operator',
      'Quality control inspector',
      'Draughtsman and CAD technician',
      'Technician in railways, ports and public sector units',
    ],
    License_Certification_Opportunities: [
      'Boiler Operation Engineer / Boiler Attendant certificate (Factories and Boilers Department)',
      'Certified welding inspector programmes',
      'CNC programming certifications',
    ],
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '87%',
    year: 2011,
  },
  {
    id: 'Architecture',
    program_name: 'Diploma in Architecture',
    department: 'Architecture',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: `${AICTE}; Council of Architecture`,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'The Diploma in Architecture, approved by the Council of Architecture, develops architectural assistants who can draw, detail and present building designs. Studio work in design, building construction and computer-aided drafting is supported by the study of climate, services, traditional Kerala architecture and building byelaws.',
    curriculum_highlights: {
      core_subjects: [
        'Architectural Design Studio',
        'Building Construction and Materials',
        'Architectural Drawing and Graphics',
        'History of Architecture',
        'Climatology and Building Services',
        'Building Byelaws and Estimation',
        'Interior Design',
        'Landscape Design',
      ],
      laboratory_practical_training: [
        'Design studio and model making',
        'Computer-aided drafting and 3D visualisation',
        'Measured drawing of traditional buildings',
        'Site visits and study tours',
        'Office training with a practising architect',
      ],
    },
    career_opportunities: [
      'Architectural assistant in architects’ offices',
      'Draughtsman and 3D visualiser',
      'Interior design assistant',
      'Site supervisor for building projects',
      'Assistant in town planning offices',
    ],
    License_Certification_Opportunities: [
      'Building Supervisor licence under the Kerala Building Rules (with experience)',
      'Certifications in CAD and BIM software',
    ],
    higher_education_pathways: [
      'B.Arch through the national aptitude test in architecture',
      'B.Tech Civil Engineering through lateral entry',
      'Degrees in interior design',
    ],
    success_rate: '92%',
    year: 2014,
  },
  {
    id: 'Automobile-Engineering',
    program_name: 'Diploma in Automobile Engineering',
    department: 'Automobile Engineering',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'Automobile Engineering prepares technicians who understand how vehicles are built, serviced and kept roadworthy. Students study engines, transmissions, chassis, auto electricals, electric and hybrid vehicles and workshop management, with extensive practice on engines and vehicles.',
    curriculum_highlights: {
      core_subjects: [
        'Automobile Engines',
        'Automotive Chassis and Transmission',
        'Auto Electrical and Electronics',
        'Vehicle Maintenance and Garage Practice',
        'Electric and Hybrid Vehicles',
        'Thermal Engineering',
        'Motor Vehicle Act and Transport Management',
      ],
      laboratory_practical_training: [
        'Engine assembly and overhauling',
        'Chassis and transmission laboratory',
        'Auto electrical laboratory',
        'Vehicle servicing and diagnostics',
        'Industrial training at authorised service centres',
      ],
    },
    career_opportunities: [
      'Service advisor and technician at dealerships',
      'Workshop supervisor',
      'Technician in KSRTC and transport undertakings',
      'Quality inspector in automotive manufacturing',
      'Insurance surveyor (after licensing)',
    ],
    License_Certification_Opportunities: [
      'Eligibility for Assistant Motor Vehicle Inspector recruitment (with driving licence)',
      'Insurance surveyor and loss assessor licence (IRDAI) after experience',
      'Manufacturer service certifications',
    ],
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '83%',
    year: 2013,
  },
  {
    id: 'Computer-Engineering',
    program_name: 'Diploma in Computer Engineering',
    department: 'Computer Engineering',
    duration: DIPLOMA_DURATION,
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['diploma-regular', 'diploma-let'],
    program_overview:
      'Computer Engineering builds a sound base in programming, computer hardware, networks and databases. Students write software from the first semester, assemble and troubleshoot computers, configure networks and build web and mobile applications in project teams.',
    curriculum_highlights: {
      core_subjects: [
        'Programming in C and Python',
        'Data Structures',
        'Digital Computer Fundamentals',
        'Computer Organisation and Hardware',
        'Database Management Systems',
        'Operating Systems',
        'Computer Networks',
        'Web Programming',
        'Software Engineering',
      ],
      elective_specializations: ['Cloud Computing', 'Internet of Things', 'Cyber Security', 'Mobile Application Development'],
      laboratory_practical_training: [
        'Programming laboratories',
        'Hardware and networking laboratory',
        'Database and web laboratory',
        'Internship with IT companies',
        'Final-year software project',
      ],
    },
    career_opportunities: [
      'Junior software developer and web developer',
      'Hardware and network technician',
      'System administrator',
      'Technical support engineer',
      'Data entry and IT assistant in government and private offices',
    ],
    License_Certification_Opportunities: [
      'Networking certifications (for example CCNA)',
      'Cloud practitioner certifications',
      'Programming and database certifications',
    ],
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '90%',
    year: 2011,
  },
  {
    id: 'Electrical-and-Electronics-Engineering-Part-time',
    program_name: 'Diploma in Electrical and Electronics Engineering (Part-time)',
    department: 'Electrical and Electronics Engineering',
    duration: '3 Years (6 Semesters), evening classes',
    affiliation: DIPLOMA_AFFILIATION,
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Part-Time',
    intakes: ['diploma-part-time'],
    program_overview:
      'The part-time diploma lets working people earn the Electrical and Electronics Engineering diploma without leaving their jobs. Classes run in the evenings and at weekends and follow the same curriculum and examinations as the regular programme.',
    curriculum_highlights: {
      core_subjects: [
        'Electrical Circuits and Networks',
        'Electrical Machines',
        'Electrical Measurements',
        'Power Systems',
        'Electronics and Power Electronics',
        'Electrical Installation and Estimation',
      ],
      laboratory_practical_training: [
        'Electrical workshop',
        'Electrical machines laboratory',
        'Measurements laboratory',
        'Project work related to the student’s workplace',
      ],
    },
    career_opportunities: [
      'Promotion to supervisory posts that require a diploma',
      'Electrical supervisor and contractor (with licence)',
      'Maintenance engineer in industry',
    ],
    License_Certification_Opportunities: [
      "Electrical Supervisor's Competency Certificate (Kerala State Electrical Licensing Board)",
      'Electrical contractor licence (with experience)',
    ],
    sp: 'For candidates employed in industry or government service; an employer certificate is required at admission.',
    higher_education_pathways: diplomaHigherEducation,
    success_rate: '90%',
    year: 2011,
  },
  {
    id: 'Master-of-Business-Administration',
    program_name: 'Master of Business Administration (MBA)',
    duration: '2 Years (4 Semesters)',
    affiliation: 'APJ Abdul Kalam Technological University, Kerala',
    approval: AICTE,
    intake: PROGRAMME_INTAKE,
    mode: 'Full-Time',
    intakes: ['mba'],
    program_overview:
      'The two-year full-time MBA develops managers for industry, services and entrepreneurship. After a common first year in management fundamentals, students choose a dual specialisation, work on live projects with companies and complete a summer internship.',
    curriculum_highlights: {
      core_subjects: [
        'Management Concepts and Organisational Behaviour',
        'Managerial Economics',
        'Accounting for Managers',
        'Marketing Management',
        'Financial Management',
        'Human Resource Management',
        'Operations Management',
        'Business Research Methods',
        'Strategic Management',
      ],
      elective_specializations: [
        'Marketing',
        'Finance',
        'Human Resource Management',
        'Operations, Logistics and Supply Chain Management',
        'Business Analytics',
      ],
      laboratory_practical_training: [
        'Summer internship in an organisation',
        'Business analytics laboratory (spreadsheets, statistics and visualisation)',
        'Industrial visits and live projects',
        'Management games and case-study workshops',
      ],
    },
    career_opportunities: [
      'Management trainee and executive in marketing, finance, HR and operations',
      'Banking and financial services',
      'Business analyst',
      'Logistics and supply chain executive',
      'Entrepreneur',
    ],
    License_Certification_Opportunities: [
      'NISM certifications for securities markets',
      'Six Sigma Green Belt',
      'Digital marketing certifications',
      'HR analytics certifications',
    ],
    higher_education_pathways: [
      'Ph.D. in Management',
      'Professional qualifications such as CA, CMA and CFA',
      'Executive programmes in specialised areas',
    ],
    success_rate: '95%',
    year: 2023,
  },
];

/** A programme's words, which its Malayalam gives and lays over the English (content/ml/programmes.ts). */
type ProgrammeWords = Omit<Programme, 'id' | 'intake' | 'mode' | 'intakes' | 'success_rate' | 'year'>;
export type ProgrammesMalayalam = { programmes: Record<string, ProgrammeWords>; modes: Record<Programme['mode'], string> };

export type ProgrammesText = { programmes: Programme[]; modes: Record<Programme['mode'], string> };

/** The programmes, and how each mode of study is named, in the page's language. */
export const programmesText = translated<ProgrammesText>(
  { programmes, modes: { 'Full-Time': 'Full-Time', 'Part-Time': 'Part-Time' } },
  () => import('./ml/programmes'),
);

export function findProgramme(id: string): Programme | undefined {
  return programmesText.text.programmes.find((p) => p.id === id);
}

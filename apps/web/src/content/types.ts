import type { IntakeKey } from '@college/contracts/entities/intakes';
/** A licence and what it allows, for programmes whose licences carry conditions. */
type LicenceTerms = { eligibility: string; scope: string };

/** Programme (static), field names as the spec's Programme entity. */
export type Programme = {
  id: string;
  program_name: string;
  department?: string;
  duration: string;
  affiliation: string;
  approval: string;
  intake: number;
  mode: 'Full-Time' | 'Part-Time';
  /** The admission intakes that lead to this programme: their eligibility and dates show on its page. */
  intakes: readonly IntakeKey[];
  program_overview: string;
  curriculum_highlights: {
    core_subjects: string[];
    elective_specializations?: string[];
    laboratory_practical_training: string[];
  };
  career_opportunities: string[];
  License_Certification_Opportunities: string[] | Record<string, LicenceTerms>;
  sp?: string;
  higher_education_pathways: string[];
  success_rate: string;
  year: number;
};

/** Department (static), field names as the spec's Department entity. */
export type Department = {
  id: string;
  name: string;
  HOD: string;
  profile_pic?: string;
  contact: string;
  email: string;
  image?: string;
  overview: string[];
  vision: string;
  mission: string[];
  peos: string[];
  psos: string[];
  pos: string[];
};

// Valid step payloads, as the wizard sends them, typed by the endpoints they are sent to.
import type { BodyOf } from '@college/contracts/endpoint';
import type * as admission from '@college/contracts/endpoints/admission';

type Selection = BodyOf<typeof admission.saveProgramSelection>;
type Education = BodyOf<typeof admission.saveEducationDetails>;
type EducationEntry = Education['educationDetails']['educationData'][number];

/** The father's mobile in the step 3 fixture: a parent's consent code goes there. */
export const FATHER_MOBILE = '9847012345';

export const personalDetails = (fullName = 'Anu Krishnan') => ({
  fullName,
  dob: '2008-05-14',
  gender: 'female',
  religion: 'Hindu',
  email: 'anu.k@example.in',
  agreeToTerms: true,
});

export const addressFamilyDetails = () => ({
  address: {
    houseNumber: '12/345',
    street: 'Temple Road',
    postOffice: 'Vennala',
    pinCode: '682028',
    district: 'Ernakulam',
    state: 'Kerala',
    country: 'India',
  },
  parents: {
    fatherName: 'Krishnan K',
    fatherMobile: FATHER_MOBILE,
    motherName: 'Lakshmi K',
    motherMobile: '9847054321',
  },
  guardian: { guardianName: '', guardianPlace: '', guardianContact: '' },
});

export const diplomaSelection = (): Selection => ({
  programSelections: [
    {
      programLevel: 'diploma',
      programName: 'Diploma in Engineering',
      mode: 'Regular',
      branchPreferences: [{ branch: 'Computer Engineering' }, { branch: 'Civil Engineering' }],
    },
  ],
});

export const mbaSelection = (): Selection => ({
  programSelections: [{ programLevel: 'mba', programName: 'MBA (Regular)' }],
});

const entry = (examination: string, extra: Partial<EducationEntry> = {}): EducationEntry => ({
  examination,
  passedFailed: 'Passed',
  yearOfPass: '2024',
  percentageMarks: '91.5',
  registrationNumber: 'REG2024001',
  isCompulsory: true,
  ...extra,
});

export const diplomaEducation = (): Education => ({
  educationDetails: {
    programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'Regular' },
    educationData: [entry('SSLC/THSLC/CBSE', { groupTrade: '' })],
  },
});

export const mbaEducation = (): Education => ({
  educationDetails: {
    programDetails: { programLevel: 'mba', programName: 'MBA (Regular)' },
    educationData: [
      entry('SSLC/THSLC/CBSE', { yearOfPass: '2016' }),
      entry('+2/VHSE', { yearOfPass: '2018', groupSubject: 'Commerce' }),
      entry('Degree', { yearOfPass: '2021', groupSubject: 'B.Com' }),
    ],
    collegeName: 'St. Albert’s College, Ernakulam',
    achievements: 'NSS volunteer',
    entranceExams: { kmat: { selected: true, score: '412' }, cmat: { selected: false, score: '' }, cat: { selected: false, score: '' } },
  },
});

export const declaration = (signature = 'Anu Krishnan'): BodyOf<typeof admission.submitDeclaration> => ({
  agreed: true,
  digitalSignature: signature,
  agreedAt: '2026-06-15T06:00:00.000Z',
});

/** A question paper's form fields, as the office's upload form sends them. */
export const paperFields = (over: Record<string, string> = {}) => ({
  department: 'Computer Engineering',
  subjectCode: 'QA101',
  subject: 'Database Management Systems',
  type: 'previous-paper',
  year: '2024',
  month: 'April',
  semester: '4',
  revisionYear: '2021',
  ...over,
});

// Who the college is, for the site and for the documents the server makes (the acknowledgement).
export const COLLEGE_IDENTITY = {
  name: 'Nila College of Engineering and Management',
  shortName: 'Nila College',
  address: {
    line1: 'Kuttippuram Road',
    post: 'Thrithala P.O.',
    districtPin: 'Palakkad - 679534',
    stateCountry: 'Kerala, India',
  },
  phones: {
    office: ['0466 2270 111', '0466 2270 222'],
    admission: '94470 12345',
  },
  email: 'office@nilacollege.ac.in',
  /** Who answers privacy questions and rights requests (Digital Personal Data Protection Rules 2025, Rule 14). */
  grievanceOfficer: {
    role: 'The Registrar (Grievance Officer for personal data)',
    email: 'privacy@nilacollege.ac.in',
    phone: '0466 2270 111',
  },
} as const;

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
} as const;

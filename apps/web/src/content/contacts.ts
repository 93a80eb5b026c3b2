import { translated } from './translated';

export type ImportantContact = { role: string; name: string; official: string; personal: string };

const importantContacts: ImportantContact[] = [
  { role: 'Principal', name: 'Dr. K. Harikumar', official: '0466 2270 100', personal: '94470 20000' },
  { role: 'Head of Section, Civil', name: 'Smt. Deepa Raghavan', official: '0466 2270 101', personal: '94470 21001' },
  { role: 'Head of Section, Mechanical', name: 'Sri. Anil Kumar P.', official: '0466 2270 102', personal: '94470 21002' },
  { role: 'Head of Section, Electrical & Electronics', name: 'Dr. Sreeja M.', official: '0466 2270 103', personal: '94470 21003' },
  { role: 'Head of Section, Computer', name: 'Smt. Nisha Joseph', official: '0466 2270 104', personal: '94470 21004' },
  { role: 'Head of Section, Automobile', name: 'Sri. Rajesh V.', official: '0466 2270 105', personal: '94470 21005' },
  { role: 'Head of Section, Architecture', name: 'Ar. Lakshmi Menon', official: '0466 2270 106', personal: '94470 21006' },
  { role: 'Head of Section, General/Science', name: 'Sri. Mohammed Ashraf', official: '0466 2270 107', personal: '94470 21007' },
];

/** "0466 2270 100" -> "tel:04662270100" */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The college's important contacts, their roles in the page's language (names and numbers as they are). */
export const contactsText = translated(importantContacts, () => import('./ml/contacts'));

/** The contacts as the site was built, with their Malayalam roles (content/ml/contacts.ts), for the office to start its own list from. */
export const builtContacts = (mlRoles: { role: string }[]) =>
  importantContacts.map((c, i) => ({
    roleEn: c.role,
    roleMl: mlRoles[i]?.role ?? '',
    name: c.name,
    official: c.official,
    personal: c.personal,
  }));

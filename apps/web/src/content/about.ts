import { college } from './college';
import { translated } from './translated';

/** The About page's own words: its opening and the paragraphs after it. */
export type AboutText = { lead: string; paragraphs: readonly string[] };

export const aboutText = translated<AboutText>(
  {
    lead: `${college.name} was established in ${college.established} to train skilled technicians for Kerala’s growing industries. It is affiliated with the state technical education directorate and approved by the national technical education council.`,
    paragraphs: [
      'The college offers six three-year diploma programmes (Civil, Mechanical, Electrical and Electronics, Computer and Automobile Engineering, and Architecture, approved by the Council of Architecture), a part-time diploma in Electrical and Electronics Engineering for working professionals, and a two-year full-time MBA affiliated with the state technological university.',
      'Teaching is practical: students spend much of their time in workshops, laboratories and design studios, go on industrial visits and train in industry before they graduate. A placement cell, an NSS unit, clubs and sports round out campus life.',
    ],
  },
  () => import('./ml/about'),
);

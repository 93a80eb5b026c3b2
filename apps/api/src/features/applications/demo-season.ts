import { applicationRepository } from './application.repository';
import { sql } from 'drizzle-orm';
import { formatApplicationId } from '@college/contracts/entities/application';
import { BRANCHES_BY_MODE } from '@college/contracts/programmes';
import { currentYearInKolkata } from '@college/contracts/rules/day';
import { GRADES, SSLC_PAPERS, type Grade } from '@college/contracts/rules/index-mark';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';

// A contested demo season: applicants already submitted, verified and paid, in Kerala's
// proportions, so a first look at the allotment shows what a real season does: Computer
// Engineering wanted by about a third, closing ranks, waiting lists, reserved seats converted, and
// upgrades in the second round. Made up by a seeded generator, so every start makes the same
// season; inserted as a few set-based statements, so it adds well under a second.

/** Given names by religion and gender, as a Kerala class list has them. */
const GIVEN: Record<Religion, Record<'male' | 'female', readonly string[]>> = {
  Hindu: {
    male: ['Arjun', 'Akhil', 'Vishnu', 'Sreehari', 'Abhinav', 'Rahul', 'Nikhil', 'Adithyan', 'Gokul', 'Anandu', 'Sreerag', 'Amal'],
    female: ['Anjali', 'Devika', 'Gopika', 'Nandana', 'Meera', 'Sneha', 'Athira', 'Aswathy', 'Keerthana', 'Lakshmi', 'Anagha', 'Parvathy'],
  },
  Muslim: {
    male: ['Muhammed', 'Fahad', 'Shahid', 'Nihal', 'Ajmal', 'Rizwan', 'Salman', 'Anas'],
    female: ['Fathima', 'Aysha', 'Hiba', 'Nasrin', 'Shifa', 'Sana', 'Rinsha', 'Hanna'],
  },
  Christian: {
    male: ['Joel', 'Kevin', 'Basil', 'Jithin', 'Alan', 'Jobin', 'Ebin', 'Aby'],
    female: ['Ann Maria', 'Sona', 'Riya', 'Neha', 'Jisha', 'Tessa', 'Merin', 'Alphonsa'],
  },
};
type Religion = 'Hindu' | 'Muslim' | 'Christian';

/** Family names, each with the categories it is often found among (the category is drawn first). */
const FAMILY: Record<string, readonly string[]> = {
  SM: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Namboothiri', 'Varma', 'Thomas', 'Kurian', 'Mathew', 'Varghese'],
  EWS: ['Nair', 'Pillai', 'Warrier', 'Kaimal', 'Panicker'],
  EZ: ['Krishnan', 'Raj', 'Sasidharan', 'Babu', 'Chandran', 'Ezhava Das'],
  MU: ['Haneef', 'Basheer', 'Rahman', 'Koya', 'Beevi', 'Ali'],
  BH: ['Pandaram', 'Kudumbi'],
  LA: ['Joseph', 'Fernandez', 'D’Cruz', 'Pereira'],
  DV: ['Viswakarma', 'Asari', 'Moosari'],
  VK: ['Chettiar', 'Vaniyan'],
  KN: ['Nadar', 'Peter'],
  BX: ['Antony', 'Sebastian'],
  KU: ['Kusavan', 'Velar'],
  SC: ['Kumaran', 'Ayyappan', 'Velayudhan', 'Chathan'],
  ST: ['Malayarayan', 'Kurichyan', 'Paniyan'],
};

/** The applicant's claim, in Kerala's proportions: about half State Merit, the SEBC groups, SC, ST and EWS. */
const CATEGORY_WEIGHTS: readonly [string, number][] = [
  ['SM', 48],
  ['EZ', 12],
  ['MU', 11],
  ['BH', 2],
  ['LA', 3],
  ['DV', 2],
  ['VK', 1],
  ['KN', 1],
  ['BX', 1],
  ['KU', 1],
  ['SC', 9],
  ['ST', 2],
  ['EWS', 7],
];

/** First options: Computer Engineering about a third, then the others as a polytechnic sees them. */
const FIRST_OPTION_WEIGHTS: readonly [string, number][] = [
  ['Computer Engineering', 34],
  ['Electrical and Electronics Engineering', 18],
  ['Mechanical Engineering', 16],
  ['Civil Engineering', 14],
  ['Automobile Engineering', 10],
  ['Architecture', 8],
];

const DISTRICTS = ['Ernakulam', 'Thrissur', 'Kottayam', 'Alappuzha', 'Idukki', 'Palakkad'];

/** mulberry32: a small seeded generator, so the same seed gives the same season. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted(random: () => number, weights: readonly [string, number][]): string {
  const total = weights.reduce((n, [, w]) => n + w, 0);
  let at = random() * total;
  for (const [value, w] of weights) {
    at -= w;
    if (at < 0) return value;
  }
  return weights[weights.length - 1]?.[0] ?? '';
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

export type SeasonApplicant = {
  n: number;
  name: string;
  gender: 'male' | 'female';
  religion: Religion;
  dob: string;
  category: string;
  disability: 'none' | 'locomotor' | 'hearing' | 'visual';
  disabilityPercent: string;
  quota: 'THSLC' | 'ITI/KGCE' | 'VHSE' | null;
  branches: string[];
  grades: Record<string, Grade>;
  percent: number;
  district: string;
};

/** Grades over the SSLC's papers around one ability, so index marks spread from D+ to all A+. */
function gradesOf(random: () => number): { grades: Record<string, Grade>; percent: number } {
  const ability = random() * 6.5; // 0 = all A+, 6 = all D+
  const grades: Record<string, Grade> = {};
  let points = 0;
  for (const paper of SSLC_PAPERS) {
    const step = Math.max(0, Math.min(GRADES.length - 1, Math.round(ability + (random() - 0.5) * 2.4)));
    const grade = GRADES[step] ?? 'C';
    grades[paper] = grade;
    points += 9 - step;
  }
  return { grades, percent: Math.round((points / SSLC_PAPERS.length) * 10) + 5 };
}

/** The applicant number `n` of the season with seed `seed`: the same every time. */
export function seasonApplicant(seed: number, n: number): SeasonApplicant {
  const random = seededRandom(seed * 100_003 + n);
  const category = weighted(random, CATEGORY_WEIGHTS);
  const gender = random() < 0.45 ? 'female' : 'male';
  const family = pick(random, FAMILY[category] ?? FAMILY.SM ?? []);
  const christianSm = category === 'SM' && ['Thomas', 'Kurian', 'Mathew', 'Varghese'].includes(family);
  const religion: Religion = category === 'MU' ? 'Muslim' : ['LA', 'KN', 'BX'].includes(category) || christianSm ? 'Christian' : 'Hindu';
  const first = pick(random, GIVEN[religion][gender]);
  const roll = random();
  const disability = roll < 0.025 ? 'locomotor' : roll < 0.04 ? 'hearing' : roll < 0.05 ? 'visual' : 'none';
  const q = random();
  const quota = q < 0.08 ? 'THSLC' : q < 0.12 ? 'ITI/KGCE' : q < 0.14 ? 'VHSE' : null;
  const firstOption = weighted(random, FIRST_OPTION_WEIGHTS);
  const others = BRANCHES_BY_MODE.Regular.filter((b) => b !== firstOption);
  const count = 1 + Math.floor(random() * 5); // 2 to 6 options in all
  const rest: string[] = [];
  while (rest.length < count && others.length > 0) rest.push(...others.splice(Math.floor(random() * others.length), 1));
  const { grades, percent } = gradesOf(random);
  const day = Math.floor(random() * 700);
  const dob = new Date(Date.UTC(2008, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return {
    n,
    name: `${first} ${family}`,
    gender,
    religion,
    dob,
    category,
    disability,
    disabilityPercent: disability === 'none' ? '' : String(40 + Math.floor(random() * 45)),
    quota,
    branches: [firstOption, ...rest],
    grades,
    percent,
    district: pick(random, DISTRICTS),
  };
}

/** The qualifications the applicant's quota follows from: a THSLC board, an ITI pass, a VHSE +2. */
function educationData(a: SeasonApplicant) {
  const sslc = {
    examination: 'SSLC/THSLC/CBSE',
    passedFailed: 'Passed',
    yearOfPass: 2024,
    percentageMarks: a.percent,
    registrationNumber: String(3_000_000 + a.n),
    isCompulsory: true,
    grades: a.grades,
    board: a.quota === 'THSLC' ? 'THSLC' : 'Kerala SSLC',
  };
  const extra =
    a.quota === 'ITI/KGCE'
      ? [
          {
            examination: 'ITI',
            passedFailed: 'Passed',
            yearOfPass: 2025,
            percentageMarks: 72,
            registrationNumber: `ITI${a.n}`,
            isCompulsory: false,
          },
        ]
      : a.quota === 'VHSE'
        ? [
            {
              examination: '+2/VHSE',
              passedFailed: 'Passed',
              yearOfPass: 2026,
              percentageMarks: 68,
              registrationNumber: `VH${a.n}`,
              isCompulsory: false,
              board: 'VHSE',
            },
          ]
        : [];
  return [sslc, ...extra];
}

/**
 * Adds a season of `count` applicants, all submitted, verified and paid, with numbers from the
 * year's sequence, ready to rank and allot. Answers the numbers' range.
 */
export async function addDemoSeason(db: Database, count: number, now: Date, seed = 2026): Promise<{ first: string; last: string }> {
  const year = currentYearInKolkata(now);
  const idOf = (n: number) => formatApplicationId(year, n);
  return inTransaction(db, async (tx) => {
    const last = await applicationRepository(tx).nextSequence(year, count);
    const first = last - count + 1;
    const rows = Array.from({ length: count }, (_, i) => {
      const n = first + i;
      const a = seasonApplicant(seed, i + 1);
      // Submitted over the last three weeks, verified a day later.
      const submitted = new Date(now.getTime() - (1_814_400 - ((i * 2_851) % 1_728_000)) * 1_000);
      const certificate =
        a.category === 'SM'
          ? { certificateNumber: '', certificateDate: '' }
          : { certificateNumber: `${a.category}/2026/${n}`, certificateDate: '2026-03-15' };
      return {
        id: idOf(n),
        mobile: `7${String(300_000_000 + n * 7).padStart(9, '0')}`,
        name: a.name,
        dob: a.dob,
        category: a.category,
        disability: a.disability,
        quotas: a.quota ? [a.quota] : [],
        first_branch: a.branches[0],
        branches: a.branches,
        preferences: a.branches.map((branch, k) => ({ branch, priority: k + 1 })),
        personal: {
          fullName: a.name,
          dob: a.dob,
          gender: a.gender,
          religion: a.religion,
          email: `season${n}@example.in`,
          category: a.category,
          ...certificate,
          disability: a.disability,
          disabilityPercent: a.disabilityPercent,
        },
        address: {
          address: {
            houseNumber: String(1 + (n % 400)),
            street: 'Market Road',
            postOffice: 'Kalamassery',
            pinCode: '683104',
            district: a.district,
            state: 'Kerala',
            country: 'India',
          },
          parents: {
            fatherName: `Father of ${a.name}`,
            fatherMobile: `9${String(400_000_000 + n * 13).padStart(9, '0')}`,
            motherName: `Mother of ${a.name}`,
            motherMobile: `8${String(400_000_000 + n * 17).padStart(9, '0')}`,
          },
          guardian: { guardianName: '', guardianPlace: '', guardianContact: '' },
        },
        education: {
          programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'Regular' },
          educationData: educationData(a),
        },
        declaration: { agreed: true, digitalSignature: a.name, agreedAt: submitted.toISOString() },
        submitted_at: submitted.toISOString(),
      };
    });
    const json = JSON.stringify(rows);
    await tx.execute(sql`
      insert into applications (id, mobile, status, current_stage, full_name, dob, category, disability, special_quotas, program_level,
        personal_details, address_family_details, education_details, declaration, fee_paise, submitted_at, diploma_mode, first_branch,
        branches, fee_paid_at, created_at, updated_at)
      select r.id, r.mobile, 'verified', 'submitted', r.name, r.dob, r.category, r.disability, r.quotas, 'diploma',
        r.personal, r.address, r.education, r.declaration, 50000, r.submitted_at, 'Regular', r.first_branch,
        r.branches, r.submitted_at - interval '1 hour', r.submitted_at - interval '2 hours', r.submitted_at + interval '1 day'
      from jsonb_to_recordset(${json}::jsonb) as r(id text, mobile text, name text, dob text, category text, disability text,
        quotas text[], first_branch text, branches text[], personal jsonb, address jsonb, education jsonb, declaration jsonb,
        submitted_at timestamptz)`);
    await tx.execute(sql`
      insert into program_selections (application_id, program_level, program_name, mode, branch_preferences, priority)
      select r.id, 'diploma', 'Diploma in Engineering', 'Regular', r.preferences, 1
      from jsonb_to_recordset(${json}::jsonb) as r(id text, preferences jsonb)`);
    await tx.execute(sql`
      insert into application_events (application_id, kind, stage, status_to, at)
      select id, 'created', 'personal_details', null, created_at from applications where id between ${idOf(first)} and ${idOf(last)}
      union all
      select id, 'paid', null, null, fee_paid_at from applications where id between ${idOf(first)} and ${idOf(last)}
      union all
      select id, 'submitted', 'submitted', 'submitted', submitted_at from applications where id between ${idOf(first)} and ${idOf(last)}
      union all
      select id, 'decision', null, 'verified', updated_at from applications where id between ${idOf(first)} and ${idOf(last)}`);
    return { first: idOf(first), last: idOf(last) };
  });
}

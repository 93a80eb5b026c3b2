import { applicationRepository } from './application.repository';
import { sql } from 'drizzle-orm';
import { formatApplicationId } from '@college/contracts/entities/application';
import { currentYearInKolkata } from '@college/contracts/rules/day';
import { SSLC_PAPERS } from '@college/contracts/rules/index-mark';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';

// Made-up applications for the demo office and the office benchmark: set-based SQL, so 50,000
// rows take seconds. Every document is valid under the contracts (the API checks its answers
// against them outside production). Names, mobiles, dates and choices vary with the row number.

const FIRST = [
  'Anu',
  'Rahul',
  'Fathima',
  'Arjun',
  'Meera',
  'Nikhil',
  'Sneha',
  'Akhil',
  'Devika',
  'Joel',
  'Aysha',
  'Vishnu',
  'Gopika',
  'Sreehari',
  'Nandana',
  'Abhinav',
  'Riya',
  'Muhammed',
  'Anjali',
  'Kevin',
];
const LAST = [
  'Krishnan',
  'Menon',
  'Nair',
  'Beevi',
  'Thomas',
  'Pillai',
  'Varghese',
  'Kurian',
  'Raj',
  'Joseph',
  'Das',
  'Babu',
  'Mathew',
  'Kumar',
  'Haneef',
];
const BRANCHES = [
  'Computer Engineering',
  'Civil Engineering',
  'Mechanical Engineering',
  'Electrical and Electronics Engineering',
  'Automobile Engineering',
  'Architecture',
];

// Twenty applicants' claims, roughly as a Kerala class divides: about half State Merit, the rest
// across the SEBC groups, SC, ST and EWS, so the office and the allotment have every kind to work on.
const SAMPLE_CATEGORIES = [
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'EZ',
  'EZ',
  'MU',
  'MU',
  'BH',
  'LA',
  'DV',
  'SC',
  'SC',
  'ST',
  'EWS',
];

// Grades of every SSLC paper, spread over A+ to C+ by the applicant's number.
const GRADE_SPREAD = ['A+', 'A', 'B+', 'B', 'C+'];
const gradesOf = () =>
  sql.raw(
    `jsonb_build_object(${SSLC_PAPERS.map((paper, i) => `'${paper}', (array[${GRADE_SPREAD.map((g) => `'${g}'`).join(', ')}])[1 + (n * ${i + 3}) % 5]`).join(', ')})`,
  );

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/**
 * Adds `count` applications with numbers from the year's sequence: seven in ten submitted, the
 * rest stopped at an earlier step. Answers the numbers' range.
 */
export async function addSampleApplications(db: Database, count: number, now: Date): Promise<{ first: string; last: string }> {
  const year = currentYearInKolkata(now);
  const idOf = (n: number) => formatApplicationId(year, n);
  return inTransaction(db, async (tx) => {
    const last = await applicationRepository(tx).nextSequence(year, count);
    const first = last - count + 1;
    const at = now.toISOString();
    await tx.execute(sql`
      with g as (
        select n, 'APP' || ${year}::text || lpad(n::text, 6, '0') as id,
          (${list(FIRST)})[1 + n % 20] || ' ' || (${list(LAST)})[1 + (n / 20) % 15] as name,
          '6' || lpad((100000000 + n * 7)::text, 9, '0') as mobile,
          to_char(date '2006-01-01' + (n * 37 % 1500), 'YYYY-MM-DD') as dob,
          n % 10 as kind,
          (${list(SAMPLE_CATEGORIES)})[1 + (n * 7) % 20] as category,
          case when n % 33 = 0 then 'locomotor' when n % 47 = 0 then 'hearing' else 'none' end as disability,
          (${list(BRANCHES)})[1 + n % 5] as b1,
          (${list(BRANCHES)})[1 + (n + 1) % 5] as b2,
          ${at}::timestamptz - make_interval(secs => n % 1728000) as t
        from generate_series(${first}::int, ${last}::int) n
      )
      insert into applications (id, mobile, status, current_stage, full_name, dob, category, disability, special_quotas, program_level, personal_details,
        address_family_details, education_details, declaration, fee_paise, submitted_at, diploma_mode, first_branch, branches,
        fee_paid_at, created_at, updated_at)
      select id, mobile,
        -- Some already checked by the office, so a demo can rank and allot straight away.
        case when kind between 4 and 6 then 'verified' when kind < 7 then 'submitted' else 'draft' end,
        case when kind < 7 then 'submitted' when kind = 7 then 'education_details' when kind = 8 then 'program_selection' else 'address_family_details' end,
        name, dob, category, disability,
        case when kind < 7 and n % 9 = 0 then array['THSLC'] else '{}'::text[] end,
        case when kind <= 7 then 'diploma' end,
        jsonb_build_object('fullName', name, 'dob', dob, 'gender', case when n % 2 = 0 then 'female' else 'male' end, 'religion', 'hindu',
          'email', 'applicant' || n || '@example.in', 'category', category,
          'certificateNumber', case when category = 'SM' then '' else category || '/2026/' || n end,
          'certificateDate', case when category = 'SM' then '' else '2026-03-15' end,
          'disability', disability, 'disabilityPercent', case when disability = 'none' then '' else (40 + n % 50)::text end),
        jsonb_build_object(
          'address', jsonb_build_object('houseNumber', (n % 300)::text, 'street', 'Temple Road', 'postOffice', 'Vennala', 'pinCode', '682028',
            'district', 'Ernakulam', 'state', 'Kerala', 'country', 'India'),
          'parents', jsonb_build_object('fatherName', 'Father of ' || name, 'fatherMobile', '9' || lpad((n * 13 % 1000000000)::text, 9, '0'),
            'motherName', 'Mother of ' || name, 'motherMobile', '8' || lpad((n * 17 % 1000000000)::text, 9, '0')),
          'guardian', jsonb_build_object('guardianName', '', 'guardianPlace', '', 'guardianContact', '')),
        case when kind < 7 then jsonb_build_object(
          'programDetails', jsonb_build_object('programLevel', 'diploma', 'programName', 'Diploma in Engineering', 'mode', 'Regular'),
          'educationData', jsonb_build_array(jsonb_build_object('examination', 'SSLC/THSLC/CBSE', 'passedFailed', 'Passed',
            'yearOfPass', 2024, 'percentageMarks', 60 + n % 40, 'registrationNumber', (2000000 + n)::text, 'isCompulsory', true,
            'grades', ${gradesOf()}, 'board', case when n % 9 = 0 then 'THSLC' else 'Kerala SSLC' end))) end,
        case when kind < 7 then jsonb_build_object('agreed', true, 'digitalSignature', name, 'agreedAt', to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end,
        50000,
        case when kind < 7 then t end,
        case when kind <= 7 then 'Regular' end,
        case when kind <= 7 then b1 end,
        case when kind <= 7 then array[b1, b2] else '{}'::text[] end,
        case when kind <= 8 then t - interval '1 hour' end,
        t - interval '2 hours', t
      from g`);
    await tx.execute(sql`
      insert into program_selections (application_id, program_level, program_name, mode, branch_preferences, priority)
      select id, 'diploma', 'Diploma in Engineering', 'Regular',
        jsonb_build_array(jsonb_build_object('branch', first_branch, 'priority', 1), jsonb_build_object('branch', branches[2], 'priority', 2)), 1
      from applications where id between ${idOf(first)} and ${idOf(last)}
        and first_branch is not null`);
    await tx.execute(sql`
      insert into application_events (application_id, kind, stage, status_to, at)
      select id, 'created', 'personal_details', null, created_at from applications
        where id between ${idOf(first)} and ${idOf(last)}
      union all
      select id, 'paid', null, null, fee_paid_at from applications
        where id between ${idOf(first)} and ${idOf(last)} and fee_paid_at is not null
      union all
      select id, 'submitted', 'submitted', 'submitted', submitted_at from applications
        where id between ${idOf(first)} and ${idOf(last)}
          and submitted_at is not null
      union all
      select id, 'decision', null, 'verified', submitted_at + interval '1 day' from applications
        where id between ${idOf(first)} and ${idOf(last)}
          and status = 'verified'`);
    return { first: idOf(first), last: idOf(last) };
  });
}

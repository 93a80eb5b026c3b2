import { MONTHS, QP_TYPES, REVISION_YEARS, type QuestionPaperMeta } from '@college/contracts/entities/question-paper';
import { DEPARTMENTS } from '@college/contracts/programmes';

export type MetaDraft = Record<keyof QuestionPaperMeta, string>;

export const emptyMeta = (): MetaDraft => ({
  department: DEPARTMENTS[0],
  subjectCode: '',
  subject: '',
  type: 'previous-paper',
  year: String(new Date().getFullYear()),
  month: 'April',
  semester: '1',
  revisionYear: String(REVISION_YEARS[0]),
});

export const metaDraftOf = (m: QuestionPaperMeta): MetaDraft => ({
  department: m.department,
  subjectCode: m.subjectCode,
  subject: m.subject,
  type: m.type,
  year: String(m.year),
  month: m.month,
  semester: String(m.semester),
  revisionYear: String(m.revisionYear),
});

/** The paper's details as form fields; ids are prefixed so several forms can share a page. */
export function PaperMetaFields({ prefix, value, onChange }: { prefix: string; value: MetaDraft; onChange: (v: MetaDraft) => void }) {
  const set = (key: keyof MetaDraft) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const id = (key: string) => `${prefix}-${key}`;
  return (
    <div className="meta-grid">
      <div className="field">
        <label htmlFor={id('department')}>Department</label>
        <select id={id('department')} value={value.department} onChange={set('department')}>
          {DEPARTMENTS.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('code')}>Subject code</label>
        <input id={id('code')} value={value.subjectCode} maxLength={12} onChange={set('subjectCode')} />
      </div>
      <div className="field">
        <label htmlFor={id('subject')}>Subject</label>
        <input id={id('subject')} value={value.subject} maxLength={150} onChange={set('subject')} />
      </div>
      <div className="field">
        <label htmlFor={id('type')}>Type</label>
        <select id={id('type')} value={value.type} onChange={set('type')}>
          {QP_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'answer-key' ? 'Answer key' : 'Question paper'}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('year')}>Year</label>
        <input id={id('year')} type="number" inputMode="numeric" value={value.year} onChange={set('year')} />
      </div>
      <div className="field">
        <label htmlFor={id('month')}>Month</label>
        <select id={id('month')} value={value.month} onChange={set('month')}>
          {MONTHS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('semester')}>Semester</label>
        <select id={id('semester')} value={value.semester} onChange={set('semester')}>
          {[1, 2, 3, 4, 5, 6].map((s) => (
            <option key={s} value={s}>
              Semester {s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('revision')}>Revision year</label>
        <select id={id('revision')} value={value.revisionYear} onChange={set('revisionYear')}>
          {REVISION_YEARS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </div>
    </div>
  );
}

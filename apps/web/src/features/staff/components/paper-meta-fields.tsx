import { MONTHS, QP_TYPES, REVISION_YEARS, type QuestionPaperMeta } from '@college/contracts/entities/question-paper';
import { DEPARTMENTS } from '@college/contracts/programmes';
import { SelectField, TextField } from '../../../components/form/fields';

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
export function PaperMetaFields({
  prefix,
  value,
  onChange,
}: {
  prefix: string;
  value: MetaDraft;
  onChange: (key: keyof MetaDraft, value: string) => void;
}) {
  const id = (key: string) => `${prefix}-${key}`;
  const options = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));
  return (
    <div className="meta-grid">
      <SelectField
        id={id('department')}
        label="Department"
        value={value.department}
        onChange={(v) => onChange('department', v)}
        options={options(DEPARTMENTS)}
      />
      <TextField
        id={id('code')}
        label="Subject code"
        value={value.subjectCode}
        maxLength={12}
        onChange={(v) => onChange('subjectCode', v)}
      />
      <TextField id={id('subject')} label="Subject" value={value.subject} maxLength={150} onChange={(v) => onChange('subject', v)} />
      <SelectField
        id={id('type')}
        label="Type"
        value={value.type}
        onChange={(v) => onChange('type', v)}
        options={QP_TYPES.map((t) => ({ value: t, label: t === 'answer-key' ? 'Answer key' : 'Question paper' }))}
      />
      <TextField id={id('year')} label="Year" type="number" inputMode="numeric" value={value.year} onChange={(v) => onChange('year', v)} />
      <SelectField id={id('month')} label="Month" value={value.month} onChange={(v) => onChange('month', v)} options={options(MONTHS)} />
      <SelectField
        id={id('semester')}
        label="Semester"
        value={value.semester}
        onChange={(v) => onChange('semester', v)}
        options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `Semester ${n}` }))}
      />
      <SelectField
        id={id('revision')}
        label="Revision year"
        value={value.revisionYear}
        onChange={(v) => onChange('revisionYear', v)}
        options={options(REVISION_YEARS)}
      />
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { GRADES, indexMark, SSLC_PAPERS, type Grade, type SslcGrades, type SslcPaper } from '@college/contracts/rules/index-mark';
import { SelectField } from '../../../components/form/fields';

/** The grades with one paper's set, or cleared when `grade` is null. */
function withGrade(grades: SslcGrades, paper: SslcPaper, grade: Grade | null): SslcGrades {
  const kept = Object.entries(grades).filter(([p]) => p !== paper);
  return Object.fromEntries(grade ? [...kept, [paper, grade]] : kept);
}

/**
 * On the SSLC card: a Kerala SSLC or THSLC gives grades, not a percentage. The applicant may give
 * the grade of each paper; the index mark the rank list uses is worked out as they go.
 */
export function SslcGradeEntry({
  idPrefix,
  grades,
  onChange,
}: {
  idPrefix: string;
  grades: SslcGrades;
  onChange: (g: SslcGrades) => void;
}) {
  const index = indexMark(grades);
  const given = Object.keys(grades).length;
  return (
    <details className="sslc-grades" open={given > 0}>
      <summary>{t`Kerala SSLC or THSLC: enter your grades`}</summary>
      <p className="hint">{t`The grade of every paper, as on your SSLC. The index mark is worked out from them.`}</p>
      <div className="grid-2">
        {SSLC_PAPERS.map((paper) => (
          <SelectField
            key={paper}
            id={`${idPrefix}-grade-${paper.replace(/\W+/g, '-').toLowerCase()}`}
            label={paper}
            value={grades[paper] ?? ''}
            placeholder={t`Grade`}
            options={GRADES.map((g) => ({ value: g, label: g }))}
            onChange={(v) => onChange(withGrade(grades, paper, v ? (v as Grade) : null))}
          />
        ))}
      </div>
      <p className="sslc-grades__index" role="status">
        {index
          ? t`Index mark: ${index.wgpa.toFixed(4)}`
          : t`Index mark: shown when all ${SSLC_PAPERS.length} grades are given (${given} so far)`}
      </p>
    </details>
  );
}

import { t } from '@lingui/core/macro';
import { CheckboxField, TextAreaField, TextField } from '../../../components/form/fields';
import type { Exams } from './education-values';

type Props = {
  collegeName: string;
  achievements: string;
  exams: Exams;
  onCollegeName: (v: string) => void;
  onAchievements: (v: string) => void;
  onExams: (next: (e: Exams) => Exams) => void;
};

const EXAMS = ['kmat', 'cmat', 'cat'] as const;

/** What only an MBA application asks on the education step: the college, achievements and entrance exams. */
export function MbaExtras({ collegeName, achievements, exams, onCollegeName, onAchievements, onExams }: Props) {
  return (
    <div className="card">
      <TextField
        id="collegeName"
        label={t`College Name (undergraduate degree)`}
        maxLength={200}
        value={collegeName}
        onChange={onCollegeName}
      />
      <TextAreaField id="achievements" label={t`Achievements`} maxLength={2000} rows={3} value={achievements} onChange={onAchievements} />
      <fieldset className="field">
        <legend>{t`Entrance Exams (optional)`}</legend>
        {EXAMS.map((key) => (
          <div key={key} className="exam-row">
            <CheckboxField
              bare
              id={`exam-${key}`}
              label={key.toUpperCase()}
              checked={exams[key].selected}
              onChange={(on) => onExams((x) => ({ ...x, [key]: { selected: on, score: on ? x[key].score : '' } }))}
            />
            {/* The score's label is read out, not shown: the checkbox beside it names the exam. */}
            <label className="visually-hidden" htmlFor={`score-${key}`}>
              {t`${key.toUpperCase()} score`}
            </label>
            <input
              id={`score-${key}`}
              type="number"
              inputMode="decimal"
              min={0}
              placeholder={t`Score`}
              disabled={!exams[key].selected}
              value={exams[key].score}
              onChange={(e) => onExams((x) => ({ ...x, [key]: { ...x[key], score: e.target.value } }))}
            />
          </div>
        ))}
      </fieldset>
    </div>
  );
}

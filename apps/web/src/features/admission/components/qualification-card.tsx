import { t } from '@lingui/core/macro';
import { MAX_PERCENTAGE, MIN_PASS_YEAR, MIN_PERCENTAGE, PERCENTAGE_STEP } from '@college/contracts/constants';
import { PASSED_FAILED } from '@college/contracts/entities/education-details';
import { SelectField, TextField } from '../../../components/form/fields';
import { boardsFor } from '@college/contracts/rules/special-quotas';
import type { Row } from './education-values';
import { SslcGradeEntry } from './sslc-grades';

const SSLC = 'SSLC/THSLC/CBSE';

type Props = {
  row: Row;
  index: number;
  groupLabel: string;
  currentYear: number;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
};

/** One examination's card on the education step; a compulsory one is always passed and stays. */
export function QualificationCard({ row, index, groupLabel, currentYear, onChange, onRemove }: Props) {
  const id = `edu-${index}`;
  const boards = boardsFor(row.examination);
  return (
    <fieldset className="card">
      <legend>
        {row.examination}
        {row.isCompulsory ? t` (required)` : ''}
      </legend>
      <div className="grid-2">
        <SelectField
          id={`${id}-result`}
          label={t`Passed / Failed`}
          value={row.isCompulsory ? 'Passed' : row.passedFailed}
          disabled={row.isCompulsory}
          options={PASSED_FAILED.map((p) => ({ value: p, label: p === 'Passed' ? t`Passed` : t`Failed` }))}
          onChange={(v) => onChange({ passedFailed: v as Row['passedFailed'] })}
        />
        <TextField
          id={`${id}-year`}
          label={t`Year of Pass`}
          type="number"
          inputMode="numeric"
          min={MIN_PASS_YEAR}
          max={currentYear}
          value={row.yearOfPass}
          onChange={(v) => onChange({ yearOfPass: v.slice(0, 4) })}
        />
        <TextField
          id={`${id}-pct`}
          label={t`Percentage`}
          type="number"
          inputMode="decimal"
          min={MIN_PERCENTAGE}
          max={MAX_PERCENTAGE}
          step={PERCENTAGE_STEP}
          value={row.percentageMarks}
          onChange={(v) => onChange({ percentageMarks: v })}
        />
        <TextField
          id={`${id}-reg`}
          label={t`Registration Number`}
          maxLength={50}
          value={row.registrationNumber}
          onChange={(v) => onChange({ registrationNumber: v })}
        />
        <TextField id={`${id}-group`} label={groupLabel} maxLength={100} value={row.group} onChange={(v) => onChange({ group: v })} />
        {boards.length > 0 ? (
          <SelectField
            id={`${id}-board`}
            label={t`Board`}
            hint={t`THSLC, VHSE, ITI and KGCE holders have seats of their own.`}
            value={row.board}
            placeholder={t`Select board`}
            options={boards.map((b) => ({ value: b, label: b === 'Other' ? t`Other` : b }))}
            onChange={(v) => onChange({ board: v })}
          />
        ) : null}
      </div>
      {row.examination === SSLC ? <SslcGradeEntry idPrefix={id} grades={row.grades} onChange={(grades) => onChange({ grades })} /> : null}
      {!row.isCompulsory ? (
        <button type="button" className="link-button" onClick={onRemove}>
          {t`Remove ${row.examination}`}
        </button>
      ) : null}
    </fieldset>
  );
}

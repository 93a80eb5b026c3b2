import { INTAKES, INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import { SelectField } from '../../../components/form/fields';

/** The intake named by a page's `?intake=`, the Regular diploma when none or an unknown one is named. */
export const intakeFrom = (param: string): IntakeKey =>
  (INTAKE_KEYS as readonly string[]).includes(param) ? (param as IntakeKey) : 'diploma-regular';

/** The office's programme picker, above a page that shows one intake at a time. */
export function IntakePicker({ id, value, onChange }: { id: string; value: IntakeKey; onChange: (intake: string) => void }) {
  return (
    <SelectField
      id={id}
      label="Programme"
      value={value}
      onChange={onChange}
      options={INTAKES.map((i) => ({ value: i.key, label: i.label }))}
    />
  );
}

import { useState } from 'react';
import { PROGRAMME_INTAKE } from '@college/contracts/constants';
import { blockLabel, seatMatrixInputSchema, type AllotmentIntake, type SeatMatrixInput } from '@college/contracts/entities/allotment';
import { SEAT_CATEGORIES, type SeatCategoryCode } from '@college/contracts/rules/seat-matrix';
import { displayDateTime } from '@college/contracts/rules/day';
import { TextField } from '../../../components/form/fields';
import { numberOrText } from '../../../components/form/resolver';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { usePublishMatrix, useSaveMatrix } from '../api/allotment-api';

type Cells = Record<string, string>;
const cellKey = (block: string, branch: string, column: string) => `${block}|${branch}|${column}`;

function cellsOf(matrix: SeatMatrixInput): Cells {
  const cells: Cells = {};
  for (const block of matrix.blocks) {
    for (const row of block.branches) {
      for (const c of SEAT_CATEGORIES) cells[cellKey(block.code, row.branch, c.code)] = String(row.seats[c.code]);
      cells[cellKey(block.code, row.branch, 'pwd')] = String(row.pwd);
    }
  }
  return cells;
}

/** The typed cells as the body the server takes; a cell that is not a number stays text for the schema to name. */
function bodyOf(base: SeatMatrixInput, order: string, cells: Cells): unknown {
  return {
    intake: base.intake,
    order,
    blocks: base.blocks.map((block) => ({
      code: block.code,
      branches: block.branches.map((row) => ({
        branch: row.branch,
        seats: Object.fromEntries(SEAT_CATEGORIES.map((c) => [c.code, numberOrText(cells[cellKey(block.code, row.branch, c.code)] ?? '')])),
        pwd: numberOrText(cells[cellKey(block.code, row.branch, 'pwd')] ?? ''),
      })),
    })),
  };
}

const count = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : 0);

function BlockTable({
  matrix,
  code,
  cells,
  onChange,
}: {
  matrix: SeatMatrixInput;
  code: string;
  cells: Cells | null;
  onChange: (key: string, value: string) => void;
}) {
  const block = matrix.blocks.find((b) => b.code === code);
  if (!block) return null;
  const titleId = `block-${code}`;
  const value = (branch: string, column: string, stored: number) => (cells ? (cells[cellKey(code, branch, column)] ?? '') : String(stored));
  return (
    <div className="matrix-block">
      <h3 id={titleId}>{blockLabel(code)}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="queue-table matrix-table">
          <thead>
            <tr>
              <th scope="col">Branch</th>
              {SEAT_CATEGORIES.map((c) => (
                <th scope="col" key={c.code} title={c.label}>
                  {c.code}
                </th>
              ))}
              <th scope="col" title="Persons with disabilities, within State Merit">
                PwD
              </th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {block.branches.map((row) => {
              const total = SEAT_CATEGORIES.reduce((sum, c) => sum + count(value(row.branch, c.code, row.seats[c.code])), 0);
              return (
                <tr key={row.branch}>
                  <th scope="row">{row.branch}</th>
                  {[...SEAT_CATEGORIES.map((c) => c.code), 'pwd'].map((column) => {
                    const stored = column === 'pwd' ? row.pwd : row.seats[column as SeatCategoryCode];
                    return (
                      <td key={column}>
                        {cells ? (
                          <input
                            className="matrix-cell"
                            inputMode="numeric"
                            aria-label={`${row.branch}, ${blockLabel(code)}, ${column === 'pwd' ? 'PwD' : column}`}
                            value={value(row.branch, column, stored)}
                            onChange={(e) => onChange(cellKey(code, row.branch, column), e.target.value)}
                          />
                        ) : (
                          stored
                        )}
                      </td>
                    );
                  })}
                  <td>{total}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The intake's seat matrix: a grid per block to edit while it is a draft, checked as it is typed
 * by the same schema the server holds it to; read-only once published.
 */
export function MatrixEditor({ data }: { data: AllotmentIntake }) {
  const published = data.matrix?.status === 'published';
  const base: SeatMatrixInput = data.matrix ? { intake: data.intake, order: data.matrix.order, blocks: data.matrix.blocks } : data.proposed;
  const [order, setOrder] = useState(base.order);
  const [cells, setCells] = useState<Cells>(() => cellsOf(base));
  const save = useSaveMatrix(data.intake);
  const publish = usePublishMatrix(data.intake);
  const body = bodyOf(base, order, cells);
  const check = seatMatrixInputSchema.safeParse(body);
  const problems = check.success ? [] : [...new Set(check.error.issues.map((i) => i.message))];
  const [serverError, setServerError] = useState('');

  const onSave = async () => {
    setServerError('');
    if (!check.success) return;
    try {
      toast({ title: (await save.mutateAsync(check.data)).message ?? 'Seat matrix saved', variant: 'success' });
    } catch (err) {
      const fields = err instanceof ApiError ? Object.values(err.fieldErrors).flat() : [];
      setServerError(fields[0] ?? errorMessage(err, 'The seat matrix could not be saved'));
    }
  };
  const onPublish = async () => {
    if (!window.confirm(`Publish seat matrix version ${data.matrix?.version}? It is frozen for the season afterwards.`)) return;
    try {
      toast({ title: (await publish.mutateAsync()).message ?? 'Seat matrix published', variant: 'success' });
    } catch (err) {
      setServerError(errorMessage(err, 'The seat matrix could not be published'));
    }
  };
  const saved = data.matrix !== null && JSON.stringify(body) === JSON.stringify(bodyOf(base, base.order, cellsOf(base)));

  return (
    <section className="card" aria-labelledby="matrix-title">
      <h2 id="matrix-title">
        Seat matrix
        {data.matrix
          ? ` (version ${data.matrix.version}, ${published && data.matrix.publishedAt ? `published ${displayDateTime(data.matrix.publishedAt)}` : 'draft'})`
          : ' (not saved yet: the shares the rules propose)'}
      </h2>
      <p className="hint">
        Rules {data.rules.version}: {data.rules.source}. Each branch's blocks sum to {PROGRAMME_INTAKE} seats. PwD seats are a minimum
        guarantee inside State Merit.
      </p>
      {published ? (
        <p>
          <strong>Order:</strong> {data.matrix?.order}
        </p>
      ) : (
        <TextField id="matrix-order" label="Government order or prospectus clause" value={order} onChange={setOrder} maxLength={300} />
      )}
      {data.blocks.map((code) => (
        <BlockTable
          key={code}
          matrix={base}
          code={code}
          cells={published ? null : cells}
          onChange={(key, value) => setCells((c) => ({ ...c, [key]: value }))}
        />
      ))}
      {published ? null : (
        <>
          {problems.length > 0 ? (
            <div role="status" className="matrix-problems">
              <p>The matrix cannot be saved yet:</p>
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p role="status">Every branch sums to {PROGRAMME_INTAKE}.</p>
          )}
          {serverError ? <p role="alert">{serverError}</p> : null}
          <div className="allotment-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={save.isPending || !check.success}
              onClick={() => void onSave()}
            >
              Save as a new draft
            </button>
            {data.matrix && saved ? (
              <button type="button" className="button" disabled={publish.isPending} onClick={() => void onPublish()}>
                Publish seat matrix
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

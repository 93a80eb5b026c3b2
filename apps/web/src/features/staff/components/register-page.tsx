import { useState } from 'react';
import { blockLabel, seatLabel } from '@college/contracts/entities/allotment';
import { admissionNumberFormatSchema, type Register } from '@college/contracts/entities/joining';
import { ADMIN_ROLES, holdsAny } from '@college/contracts/roles';
import { displayIstDay } from '@college/contracts/rules/day';
import { TextField } from '../../../components/form/fields';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useUrlParams } from '../../../lib/use-url-params';
import { registerFileUrl, statementFileUrl, useRegister, useSetFormat } from '../api/joining-api';
import { useMember } from './office-layout';
import { IntakePicker, intakeFrom } from './intake-picker';
import { FeeStructure } from './fee-structure';
import { Link } from 'react-router';
import { OfficeTable } from './office-table';

function FormatForm({ data }: { data: Register }) {
  const save = useSetFormat(data.intake);
  const [format, setFormat] = useState(data.format);
  const [error, setError] = useState('');
  const submit = async () => {
    const check = admissionNumberFormatSchema.safeParse({ format });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Enter the format');
      return;
    }
    setError('');
    try {
      await save.mutateAsync(check.data.format);
      toast({ title: 'Admission number format saved', variant: 'success' });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.format?.[0] ?? errorMessage(err, 'Not saved')) : errorMessage(err, 'Not saved'));
    }
  };
  return (
    <form
      className="allotment-actions"
      noValidate
      aria-label="Admission number format"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        id="register-format"
        label="Admission number format"
        hint="{year}, {intake} (DR, DP, DL, MBA), {branch} (CIV, MEC, EEE, CMP, AUT, ARC) and {seq}, the year's running number"
        value={format}
        onChange={setFormat}
        error={error}
      />
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        Save format
      </button>
    </form>
  );
}

/** /staff/admissions: an intake's admission register, its seats taken, and its files. */
export function RegisterPage() {
  usePageTitle();
  const member = useMember();
  const { params, update } = useUrlParams(['intake'] as const);
  const intake = intakeFrom(params.intake);
  const query = useRegister(intake);
  const data = query.data;
  return (
    <div className="page office-page">
      <h1>Admission register</h1>
      <IntakePicker id="register-intake" value={intake} onChange={(v) => update({ intake: v })} />
      {query.error ? <p role="alert">{errorMessage(query.error, 'The register could not be loaded')}</p> : null}
      {!data ? (
        query.error ? null : (
          <p role="status">Loading...</p>
        )
      ) : (
        <>
          {holdsAny(member.roles, ADMIN_ROLES) ? <FormatForm key={data.format} data={data} /> : <p>Admission numbers: {data.format}</p>}
          <FeeStructure canEdit={holdsAny(member.roles, ADMIN_ROLES)} />
          <section className="card" aria-labelledby="register-title">
            <h2 id="register-title">
              {data.label}: {data.rows.filter((r) => r.status === 'admitted').length} admitted
            </h2>
            {data.masked ? <p className="hint">Names are shown as initials for your role.</p> : null}
            <p>
              <a href={registerFileUrl(intake, 'csv')} download>
                CSV
              </a>{' '}
              ·{' '}
              <a href={registerFileUrl(intake, 'xlsx')} download>
                XLSX
              </a>{' '}
              ·{' '}
              <a href={registerFileUrl(intake, 'pdf')} download>
                PDF
              </a>
            </p>
            <p>
              Statement for the Directorate (seats sanctioned, admitted and vacant by branch and category):{' '}
              <a href={statementFileUrl(intake, 'csv')} download>
                CSV<span className="visually-hidden"> statement</span>
              </a>{' '}
              ·{' '}
              <a href={statementFileUrl(intake, 'xlsx')} download>
                XLSX<span className="visually-hidden"> statement</span>
              </a>
            </p>
            {data.rows.length === 0 ? (
              <p>No admission yet. The desk admits an applicant who accepted their seat from the applicant's page.</p>
            ) : (
              <OfficeTable labelledBy="register-title" columns={['Admission number', 'Application', 'Name', 'Seat', 'Admitted', 'Status']}>
                {data.rows.map((r) => (
                  <tr key={r.applicationId}>
                    <td>{r.admissionNumber}</td>
                    <td>
                      <Link to={paths.staffApplication(r.applicationId)}>{r.applicationId}</Link>
                    </td>
                    <td>{r.name}</td>
                    <td>{seatLabel(r.seat)}</td>
                    <td>{displayIstDay(r.admittedAt)}</td>
                    <td>{r.status === 'admitted' ? 'Admitted' : `Cancelled: ${r.cancelReason ?? ''}`}</td>
                  </tr>
                ))}
              </OfficeTable>
            )}
          </section>
          {data.seats.length > 0 ? (
            <section className="card" aria-labelledby="seats-title">
              <h2 id="seats-title">Seats taken by admissions</h2>
              <OfficeTable labelledBy="seats-title" columns={['Branch', 'Block', 'Category', 'Taken', 'Seats']}>
                {data.seats.map((s) => (
                  <tr key={`${s.branch}-${s.block}-${s.category}`}>
                    <td>{s.branch}</td>
                    <td>{blockLabel(s.block)}</td>
                    <td>{s.category}</td>
                    <td>{s.filled}</td>
                    <td>{s.capacity}</td>
                  </tr>
                ))}
              </OfficeTable>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

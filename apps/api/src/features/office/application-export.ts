import type { ExportQuery } from '@college/contracts/entities/office';
import { codedLabel, PERSONAL_FIELD_KEYS, PERSONAL_FIELDS, type PersonalFieldKind } from '@college/contracts/entities/personal-fields';
import { PROGRAM_NAME_BY_LEVEL } from '@college/contracts/programmes';
import { todayInKolkata } from '@college/contracts/rules/day';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { seesContactDetails } from '@college/contracts/roles';
import { STATUS_LABELS } from '@college/contracts/stages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { exportRows, type ExportRow, type QueueSearch } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { CSV_BOM, csvLine } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { maskEmail, maskMobile } from './masking';
import { xlsxStream } from '../../lib/xlsx-stream';

const HEADER = [
  'Application number',
  ...PERSONAL_FIELD_KEYS.map((key) => PERSONAL_FIELDS[key].exportHeader),
  'Address',
  'Parents',
  'Programme',
  'Mode',
  'Branch preferences',
  'Marks',
  'Special quotas',
  'Payment id',
  'Paid at',
  'Status',
  'Remark',
];

const capital = (s: string | undefined) => (s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}` : '');

/** One application as the export's cells; contact details masked as on screen for roles that may not see them. */
function cellsOf(row: ExportRow, masked: boolean): string[] {
  const mobile = (m: string | undefined) => (masked && m ? maskMobile(m) : (m ?? ''));
  const a = row.address;
  const address = a
    ? masked
      ? `${a.district}, ${a.state}`
      : `${a.houseNumber}, ${a.street}, ${a.postOffice}, ${a.district}, ${a.state} - ${a.pinCode}`
    : '';
  const p = row.parents;
  const parents = p ? `Father: ${p.fatherName} (${mobile(p.fatherMobile)}); Mother: ${p.motherName} (${mobile(p.motherMobile)})` : '';
  // Each personal detail as the field table says it is shown; the row holds every one of them.
  const personal = PERSONAL_FIELD_KEYS.map((key) => {
    const value = row[key] ?? '';
    const kind: PersonalFieldKind = PERSONAL_FIELDS[key].kind;
    if (!value) return '';
    if (kind === 'day') return displayDay(value);
    if (kind === 'choice') return capital(value);
    if (kind === 'coded') return codedLabel(key, value);
    if (kind === 'contact') return key === 'mobile' ? mobile(value) : masked ? maskEmail(value) : value;
    return value;
  });
  return [
    row.id,
    ...personal,
    address,
    parents,
    row.programLevel ? PROGRAM_NAME_BY_LEVEL[row.programLevel] : '',
    row.diplomaMode ?? '',
    row.branches.map((b, i) => `${i + 1}. ${b}`).join('; '),
    row.marks ?? '',
    row.specialQuotas.join(', '),
    row.paymentId ?? '',
    row.feePaidAt ? displayDateTime(row.feePaidAt) : '',
    STATUS_LABELS[row.status],
    row.statusRemark ?? '',
  ];
}

const MEDIA = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function* csvText(rows: AsyncIterable<readonly string[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADER);
  for await (const cells of rows) yield csvLine(cells);
}

/**
 * The applications under the queue's filter as a file, made a batch at a time as it is read, and
 * the export recorded (filter, format, rows sent, whether it finished) once it ends or is cut off.
 */
export function exportFile(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  query: ExportQuery,
  search: QueueSearch | undefined,
): FileAnswer {
  const { format, q, ...filters } = query;
  const today = todayInKolkata(deps.clock.now());
  const masked = !seesContactDetails(actor.roles);

  let rows = 0;
  // Recorded with the export, so each applicant can be told which exports included them.
  const applicationIds: string[] = [];
  async function* cells() {
    for await (const row of exportRows(deps.db, { ...filters, search }, today)) {
      rows++;
      applicationIds.push(row.id);
      yield cellsOf(row, masked);
    }
  }
  async function* body(): AsyncGenerator<Uint8Array | string> {
    let complete = false;
    try {
      yield* format === 'csv' ? csvText(cells()) : xlsxStream('Applications', HEADER, cells());
      complete = true;
    } finally {
      // Reached at the end, and when the clerk cancels the download or loses the connection.
      await record(deps.db, actor, 'export', 'application_queue', 'export', {
        format,
        filters: { ...filters, searched: Boolean(q) },
        rows,
        complete,
        masked,
        applicationIds,
      });
    }
  }
  return {
    filename: `applications-${today}.${format}`,
    contentType: MEDIA[format],
    body: body(),
    // An XLSX is a zip already: compressing it again costs CPU for nothing.
    cacheControl: format === 'xlsx' ? 'no-store, no-transform' : 'no-store',
  };
}

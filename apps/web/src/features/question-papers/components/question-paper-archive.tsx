import { englishContent } from '../../../i18n/english-content';
import { t } from '@lingui/core/macro';
import '../archive.css';
import { useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@college/contracts/constants';
import type { FilterOptions } from '@college/contracts/entities/question-paper';
import { TabList } from '../../../components/ui/tabs';
import { useFilters } from '../api/get-filters';
import { useQuestionPapers, type PaperQuery } from '../api/get-question-papers';
import { useArchiveParams, type ArchiveParams } from './use-archive-params';
import { useLatest } from '../../../lib/use-latest';
import { pageOf, usePageWithin } from '../../../lib/use-url-params';
import { Pager } from '../../../components/ui/pager';
import { SelectField, TextField } from '../../../components/form/fields';

const SEARCH_DELAY_MS = 300;
const paperTabs = () =>
  [
    { id: 'previous-paper', label: t`Previous Question Papers` },
    { id: 'answer-key', label: t`Answer Key` },
  ] as const;
// One results panel serves both tabs.
const RESULTS_ID = 'qp-results';
const tabId = (id: string) => `qp-tab-${id}`;

/**
 * The address's filters that name one of the archive's options. Any other (a year 'abc', a
 * department since renamed) counts as not chosen, as its list shows it: the search then agrees
 * with the lists rather than being refused.
 */
function offeredOnly(options: FilterOptions, current: ArchiveParams): ArchiveParams {
  const among = (value: string, offered: readonly (string | number)[]) => (offered.map(String).includes(value) ? value : '');
  return {
    ...current,
    department: among(current.department, options.departments),
    year: among(current.year, options.years),
    month: among(current.month, options.months),
    semester: among(current.semester, options.semesters),
    revisionYear: among(current.revisionYear, options.revisionYears),
  };
}

/**
 * Once the options arrive: what the address names that the archive does not offer is let go, and
 * the defaults fill what is open: first department, 2021 else the newest year, newest revision.
 */
function defaultsFor(options: FilterOptions, asked: ArchiveParams): Partial<ArchiveParams> {
  const current = offeredOnly(options, asked);
  const patch: Partial<ArchiveParams> = {};
  for (const key of ['department', 'year', 'month', 'semester', 'revisionYear'] as const) {
    if (current[key] !== asked[key]) patch[key] = '';
  }
  if (!current.department && options.departments[0]) patch.department = options.departments[0];
  if (!current.department && !current.year && options.years.length) {
    patch.year = String(options.years.includes(2021) ? 2021 : options.years[0]);
  }
  if (!current.department && !current.revisionYear && options.revisionYears[0]) {
    patch.revisionYear = String(options.revisionYears[0]);
  }
  return patch;
}

/** The searchable archive of previous question papers and answer keys. */
export function QuestionPaperArchive() {
  const { params, update } = useArchiveParams();
  const filters = useFilters();
  const [text, setText] = useState(params.q);
  const type = params.type === 'answer-key' ? 'answer-key' : 'previous-paper';
  const latest = useLatest({ params, update });

  // Only when the options first arrive: the defaults fill what the URL leaves open.
  useEffect(() => {
    if (!filters.data) return;
    const patch = defaultsFor(filters.data, latest.current.params);
    if (Object.keys(patch).length) latest.current.update(patch, { replace: true });
  }, [filters.data, latest]);

  useEffect(() => {
    if (filters.isError) console.error('Failed to load question paper filters', filters.error);
  }, [filters.isError, filters.error]);

  // Typing settles before it searches.
  useEffect(() => {
    if (text === latest.current.params.q) return;
    const timer = window.setTimeout(() => latest.current.update({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, latest]);

  const page = pageOf(params.page);
  // Asked for only once the options have come: until then no value of the address is known to be one.
  const chosen = filters.data ? offeredOnly(filters.data, params) : { ...params, department: '' };
  const query: PaperQuery = {
    department: chosen.department,
    type,
    page,
    ...(chosen.year ? { year: Number(chosen.year) } : {}),
    ...(chosen.month ? { month: chosen.month } : {}),
    ...(chosen.semester ? { semester: Number(chosen.semester) } : {}),
    ...(chosen.revisionYear ? { revisionYear: Number(chosen.revisionYear) } : {}),
    // As the search box would take it: an address can carry a longer one.
    ...(params.q ? { q: params.q.slice(0, SEARCH_MAX_LENGTH) } : {}),
  };
  const papers = useQuestionPapers(query);
  usePageWithin(page, papers.isPlaceholderData ? undefined : papers.data?.totalPages, (last) =>
    update({ page: String(last) }, { replace: true }),
  );

  useEffect(() => {
    if (papers.isError) console.error('Failed to load question papers', papers.error);
  }, [papers.isError, papers.error]);

  const options = filters.data;
  // Until the defaults choose a department there is no list yet, not an empty one.
  const choosing = !chosen.department && Boolean(filters.data?.departments.length);
  const loading = filters.isPending || choosing || (Boolean(chosen.department) && papers.isFetching);
  const total = papers.data?.total ?? 0;
  const totalPages = Math.max(1, papers.data?.totalPages ?? 1);
  const clear = () => {
    setText('');
    update({ year: '', month: '', semester: '', q: '', revisionYear: options?.revisionYears[0] ? String(options.revisionYears[0]) : '' });
  };

  if (filters.isPending) return <p role="status">{t`Loading...`}</p>;
  if (filters.isError || !options) {
    return (
      <p className="hint" role="status">
        {t`The archive could not be loaded.`}{' '}
        <button type="button" className="link-button" onClick={() => void filters.refetch()}>
          {t`Try again`}
        </button>
      </p>
    );
  }

  return (
    <div className="archive">
      <div className="archive__filters">
        <SelectField
          id="qp-department"
          label={t`Department`}
          value={chosen.department}
          onChange={(v) => update({ department: v })}
          options={options.departments.map((d) => ({ value: d, label: d }))}
        />
        <SelectField
          id="qp-year"
          label={t`Year`}
          value={chosen.year}
          placeholder={t`All years`}
          onChange={(v) => update({ year: v })}
          options={options.years.map((y) => ({ value: String(y), label: String(y) }))}
        />
        <SelectField
          id="qp-month"
          label={t`Month`}
          value={chosen.month}
          placeholder={t`All months`}
          onChange={(v) => update({ month: v })}
          options={options.months.map((m) => ({ value: m, label: m }))}
        />
        <SelectField
          id="qp-semester"
          label={t`Semester`}
          value={chosen.semester}
          placeholder={t`All semesters`}
          onChange={(v) => update({ semester: v })}
          options={options.semesters.map((s) => ({ value: String(s), label: t`Semester ${s}` }))}
        />
        <SelectField
          id="qp-revision"
          label={t`Revision Year`}
          value={chosen.revisionYear}
          placeholder={t`All revisions`}
          onChange={(v) => update({ revisionYear: v })}
          options={options.revisionYears.map((r) => ({ value: String(r), label: String(r) }))}
        />
        <TextField
          id="qp-search"
          label={t`Search subject code or name`}
          className="archive__search"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          placeholder={t`e.g. 3031 or Surveying`}
          onChange={setText}
        />
        <button type="button" className="button button--secondary" onClick={clear}>
          {t`Clear Filters`}
        </button>
      </div>

      <TabList
        label={t`Paper type`}
        tabs={paperTabs()}
        active={type}
        onSelect={(id) => update({ type: id })}
        tabId={tabId}
        panelId={() => RESULTS_ID}
      />

      <div role="tabpanel" id={RESULTS_ID} aria-labelledby={tabId(type)}>
        <p className="archive__count" role="status" aria-live="polite">
          {loading ? t`Loading...` : t`${total} papers found`}
        </p>

        {papers.isError ? (
          <p className="hint">
            {t`Papers could not be loaded.`}{' '}
            <button type="button" className="link-button" onClick={() => void papers.refetch()}>
              {t`Try again`}
            </button>
          </p>
        ) : null}

        {!loading && papers.data && papers.data.data.length === 0 ? (
          <div className="archive__empty">
            <p>{type === 'answer-key' ? t`No answer keys found matching your criteria` : t`No papers found matching your criteria`}</p>
            <button type="button" className="link-button" onClick={clear}>
              {t`Clear filters`}
            </button>
          </div>
        ) : null}

        <ul className="archive__list">
          {(papers.data?.data ?? []).map((p) => (
            <li key={p.id} className="archive__row">
              <div>
                <p className="archive__title">
                  <strong>{p.subjectCode}</strong> <span lang={englishContent()}>{p.subject}</span>
                </p>
                <p className="archive__meta">
                  <span>{p.type === 'answer-key' ? t`Answer Key` : t`Question Paper`}</span>
                  <span>
                    {p.month} {p.year}
                  </span>
                  <span>{t`Semester ${p.semester}`}</span>
                  {p.type === 'answer-key' ? (
                    <>
                      <span className="badge badge--green">{t`Solved`}</span>
                      {p.size ? <span>{p.size}</span> : null}
                    </>
                  ) : null}
                </p>
              </div>
              <a className="button button--small" href={p.questionPaper} target="_blank" rel="noopener noreferrer">
                {t`Download`}
                <span className="visually-hidden">
                  {' '}
                  {p.subjectCode} {p.subject} {p.month} {p.year}
                </span>
              </a>
            </li>
          ))}
        </ul>

        <Pager page={page} totalPages={totalPages} busy={loading} onPage={(p) => update({ page: String(p) })} />
      </div>
    </div>
  );
}

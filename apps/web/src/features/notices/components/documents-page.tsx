import '../notices.css';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { DOCUMENT_KINDS, type CollegeDocument } from '@college/contracts/entities/college-document';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { useCollegeDocuments } from '../notices-api';

/** A file's size as a reader weighs a download on mobile data. */
function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function DocumentLink({ d }: { d: CollegeDocument }) {
  const size = sizeOf(d.sizeBytes);
  // The public list holds published versions only.
  const published = displayDay((d.publishedAt ?? d.uploadedAt).slice(0, 10));
  return (
    <>
      <a href={d.url}>{d.title}</a> <span className="hint">{t`(PDF, ${size}; published ${published})`}</span>
      {d.note ? <span className="documents__note">{d.note}</span> : null}
    </>
  );
}

/**
 * /documents: the prospectus, fee structure, academic calendar, mandatory disclosure and NIRF data
 * for each academic year, the current version first and every earlier version kept below it.
 */
export function DocumentsPage() {
  const title = t`Documents`;
  useEffect(() => {
    document.title = `${title} | ${COLLEGE_IDENTITY.name}`;
  }, [title]);
  const lang = i18n.locale === 'ml' ? 'ml' : 'en';
  const list = useCollegeDocuments(lang);
  const years = [...new Set(list.data?.map((d) => d.academicYear))];
  const latest = list.data?.reduce((at, d) => (d.publishedAt && d.publishedAt > at ? d.publishedAt : at), '');
  return (
    <div className="page documents">
      <h1>{title}</h1>
      <p className="lead">{t`The prospectus, fee structure, academic calendar, mandatory disclosure and NIRF data for each academic year. Earlier versions stay here, marked as replaced.`}</p>
      {list.isPending ? <p role="status">{t`Loading...`}</p> : null}
      {list.error ? <p role="alert">{t`The documents could not be loaded. Check the connection and try again.`}</p> : null}
      {list.data?.length === 0 ? <p>{t`The documents will be listed here once the college has published them.`}</p> : null}
      {years.map((year) => {
        const ofYear = (list.data ?? []).filter((d) => d.academicYear === year);
        return (
          <section key={year} className="card" aria-labelledby={`documents-${year}`}>
            <h2 id={`documents-${year}`}>{t`Academic year ${year}`}</h2>
            <ul className="documents__list">
              {DOCUMENT_KINDS.map((kind) => {
                const versions = ofYear.filter((d) => d.kind === kind);
                const current = versions.find((d) => d.archivedAt === null);
                const earlier = versions.filter((d) => d !== current);
                if (!current) return null;
                return (
                  <li key={kind}>
                    <DocumentLink d={current} />
                    {earlier.length > 0 ? (
                      <details className="documents__earlier">
                        <summary>{t`Earlier versions (${earlier.length})`}</summary>
                        <ul>
                          {earlier.map((d) => (
                            <li key={d.id}>
                              <DocumentLink d={d} /> <span className="hint">{t`Replaced ${displayDateTime(d.archivedAt ?? '')}`}</span>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {latest ? <p className="hint">{t`Last updated ${displayDateTime(latest)}`}</p> : null}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { DOCUMENT_TYPES, type DocumentsView } from '@college/contracts/entities/admission-documents';
import { displayDay } from '@college/contracts/rules/day';
import { englishContent } from '../../../i18n/english-content';
import { saveFile } from '../../../lib/save-file';
import { useRefreshResult } from '../api/allotment';
import { pictureError } from './picture-messages';
import { shrinkPicture } from './shrink-picture';
import { fetchDocument, sendDocument } from './send-document';

type Item = DocumentsView['items'][number];
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

function itemState(item: Item): string {
  if (item.status === 'verified') return t`Verified by the college`;
  if (item.status === 'rejected') {
    const reason = item.reason ?? '';
    return item.upload && item.at && item.upload.uploadedAt > item.at
      ? t`Not accepted: ${reason}. Your new file is waiting to be checked.`
      : t`Not accepted: ${reason}. Send a correct one or bring it to the college.`;
  }
  if (item.upload) return t`Sent on ${displayDay(item.upload.uploadedAt.slice(0, 10))}: waiting to be checked`;
  return t`Not sent yet`;
}

function DocumentItem({ applicationId, item, open }: { applicationId: string; item: Item; open: boolean }) {
  const refresh = useRefreshResult(applicationId);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = `document-${item.code}`;

  async function choose(file: File) {
    setStatus({ kind: 'sending' });
    try {
      // A photo of the paper is made smaller on the phone; a PDF goes as it is.
      const photo = file.type.startsWith('image/') ? await shrinkPicture(file, 'document') : null;
      await sendDocument(applicationId, item.code, photo ?? file, photo ? `${item.code}.jpg` : file.name);
      setStatus({ kind: 'sent' });
      await refresh();
    } catch (error) {
      setStatus({ kind: 'failed', message: pictureError(error, t`The file could not be sent. Check the connection and try again.`) });
    }
  }

  async function look() {
    try {
      const blob = await fetchDocument(applicationId, item.code);
      saveFile(`${item.code}.${item.upload?.format === 'pdf' ? 'pdf' : 'jpg'}`, blob);
    } catch (error) {
      setStatus({ kind: 'failed', message: pictureError(error, t`The file could not be opened. Check the connection and try again.`) });
    }
  }

  return (
    <li className={`document document--${item.status ?? (item.upload ? 'sent' : 'open')}`}>
      <p className="document__name">
        <strong lang={englishContent()}>{item.label}</strong>
      </p>
      <p className={item.status === 'rejected' ? 'error-text' : 'hint'}>{itemState(item)}</p>
      {item.upload ? (
        <p>
          <button type="button" className="link-button" onClick={() => void look()}>
            {item.upload.format === 'pdf'
              ? t`Save a copy of what you sent (PDF, ${kilobytes(item.upload.bytes)})`
              : t`Save a copy of what you sent (photo, ${kilobytes(item.upload.bytes)})`}
          </button>
        </p>
      ) : null}
      {open && item.status !== 'verified' ? (
        <>
          <label htmlFor={id}>{item.upload ? t`Send another file` : t`Send from this phone`}</label>
          <input
            id={id}
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            aria-describedby={`${id}-status`}
            aria-invalid={status.kind === 'failed' || undefined}
            disabled={status.kind === 'sending'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void choose(file);
            }}
          />
        </>
      ) : null}
      <p id={`${id}-status`} className={status.kind === 'failed' ? 'error-text' : 'hint'} role="status">
        {status.kind === 'sending'
          ? t`Sending...`
          : status.kind === 'sent'
            ? t`Document sent`
            : status.kind === 'failed'
              ? status.message
              : ''}
      </p>
    </li>
  );
}

/**
 * The documents the seat needs: each sent from the phone (a PDF, or a photo of the paper made
 * smaller before it goes) or brought to the college, with what the college made of it.
 */
export function DocumentsPanel({ applicationId, documents }: { applicationId: string; documents: DocumentsView }) {
  return (
    <section className="documents" aria-labelledby="documents-title">
      <h4 id="documents-title">{t`Documents for admission`}</h4>
      <p className="hint">
        {documents.uploadable
          ? t`Send each one from this phone as a PDF or a clear photo of the paper, or bring it when you report. Bring the originals to the college in any case.`
          : t`All your documents are verified.`}
      </p>
      {documents.proven !== documents.claimed ? (
        <p role="alert">{t`Your category claim was not proven by its certificate: the next round places you under State Merit.`}</p>
      ) : null}
      <ul className="documents__list">
        {documents.items.map((item) => (
          <DocumentItem key={item.code} applicationId={applicationId} item={item} open={documents.uploadable} />
        ))}
      </ul>
    </section>
  );
}

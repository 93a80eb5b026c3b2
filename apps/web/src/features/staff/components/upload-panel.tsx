import { useState } from 'react';
import { questionPaperMetaSchema } from '@college/contracts/entities/question-paper';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useUploadPaper } from '../api/staff-api';
import { emptyMeta, PaperMetaFields, type MetaDraft } from './paper-meta-fields';

type Item = {
  key: string;
  file: File;
  meta: MetaDraft;
  progress: number;
  status: 'ready' | 'uploading' | 'done' | 'error';
  message: string;
  duplicate: boolean;
};

/** Drop or choose several PDFs, give each its details, and upload them with progress. */
export function UploadPanel() {
  const upload = useUploadPaper();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (files: FileList | null) => {
    if (!files) return;
    setItems((list) => {
      const last = list.at(-1)?.meta ?? emptyMeta();
      return [
        ...list,
        ...[...files].map((file) => ({
          key: `${file.name}-${file.size}-${Math.random()}`,
          file,
          meta: { ...last, subjectCode: '', subject: '' },
          progress: 0,
          status: 'ready' as const,
          message: '',
          duplicate: false,
        })),
      ];
    });
  };
  const patch = (key: string, p: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)));

  const send = async (item: Item, replace = false) => {
    const parsed = questionPaperMetaSchema.safeParse(item.meta);
    if (!parsed.success) {
      patch(item.key, { status: 'error', message: parsed.error.issues[0]?.message ?? 'Check the details' });
      return;
    }
    patch(item.key, { status: 'uploading', message: '', progress: 0 });
    try {
      await upload.mutateAsync({
        file: item.file,
        target: { kind: 'new', meta: parsed.data, replace },
        onProgress: (progress) => patch(item.key, { progress }),
      });
      patch(item.key, { status: 'done', progress: 1, message: 'Uploaded', duplicate: false });
    } catch (err) {
      patch(item.key, {
        status: 'error',
        message: errorMessage(err, 'Upload failed'),
        duplicate: err instanceof ApiError && err.status === 409,
      });
    }
  };

  return (
    <section className="card" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload papers</h2>
      <div
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <p>Drop PDF files here, or</p>
        <label className="button button--secondary">
          Choose PDF files
          <input
            id="paper-files"
            className="visually-hidden"
            type="file"
            accept="application/pdf,.pdf"
            multiple
            onChange={(e) => add(e.target.files)}
          />
        </label>
        <p className="hint">PDF only, up to 20 MB each.</p>
      </div>
      {items.map((item, i) => (
        <div key={item.key} className="upload-item">
          <p className="upload-item__name">
            <strong>{item.file.name}</strong> ({Math.round(item.file.size / 1024)} KB)
          </p>
          <PaperMetaFields
            prefix={`upload-${i}`}
            value={item.meta}
            onChange={(key, v) => patch(item.key, { meta: { ...item.meta, [key]: v } })}
          />
          <progress max={1} value={item.progress} aria-label={`Upload progress of ${item.file.name}`} />
          {item.message ? (
            <p className={item.status === 'error' ? 'error-text' : 'success-text'} role="status">
              {item.message}
            </p>
          ) : null}
          <div className="step-actions">
            <button
              type="button"
              className="button button--small"
              disabled={item.status === 'uploading' || item.status === 'done'}
              onClick={() => void send(item)}
            >
              Upload
            </button>
            {item.duplicate ? (
              <button type="button" className="button button--small button--danger" onClick={() => void send(item, true)}>
                Replace existing
              </button>
            ) : null}
            <button type="button" className="link-button" onClick={() => setItems((list) => list.filter((x) => x.key !== item.key))}>
              Remove
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}

import { buildPath } from '@college/contracts/endpoint';
import { getAdmissionDocumentFile, uploadAdmissionDocument } from '@college/contracts/endpoints/joining';
import type { DocumentsView } from '@college/contracts/entities/admission-documents';
import type { DocumentCode } from '@college/contracts/rules/admission-documents';
import { api } from '../../../lib/api-client';
import { failure } from './send-picture';

/** Sends one document's file; resolves with the documents as they now stand. */
export async function sendDocument(applicationId: string, code: DocumentCode, file: Blob, name: string): Promise<DocumentsView> {
  const url = buildPath(uploadAdmissionDocument.path, { applicationId, code });
  const form = new FormData();
  form.append('file', file, name);
  const res = await api.fetchWithSession(url, {
    method: uploadAdmissionDocument.method,
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { data: DocumentsView }).data;
}

/** The file sent for a document, to look at again; the server never lets it be cached. */
export async function fetchDocument(applicationId: string, code: DocumentCode): Promise<Blob> {
  const url = buildPath(getAdmissionDocumentFile.path, { applicationId, code });
  const res = await api.fetchWithSession(url);
  if (!res.ok) throw await failure(res);
  return res.blob();
}

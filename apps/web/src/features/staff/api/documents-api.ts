import { useQuery } from '@tanstack/react-query';
import { listStaffDocuments, publishDocument, uploadDocument, withdrawDocument } from '@college/contracts/endpoints/college-documents';
import type { CollegeDocument, CollegeDocumentInput } from '@college/contracts/entities/college-document';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStaffWrite } from './staff-write';

const documentsKey = [listStaffDocuments.method, listStaffDocuments.path];

/** Every version uploaded, withdrawn ones too. */
export const useCollegeDocuments = () =>
  useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) => api.call(listStaffDocuments, { signal }).then((r) => r.data),
    retry: false,
  });

/** Takes back a version uploaded by mistake, with the reason. */
export const useWithdrawDocument = () =>
  useStaffWrite(
    ({ id, reason }: { id: string; reason: string }) =>
      api.call(withdrawDocument, { params: { id }, body: { reason } }).then((r) => r.data),
    [documentsKey],
  );

async function sendDocument({ input, file }: { input: CollegeDocumentInput; file: File }): Promise<CollegeDocument> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value);
  form.append('file', file);
  const res = await api.fetchWithSession(uploadDocument.path, {
    method: uploadDocument.method,
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { data?: CollegeDocument } | null;
  if (!res.ok || !body?.data) throw new ApiError(res.status, body as never);
  return body.data;
}

/** Uploads a version of a document (published, or sent for publishing); the list is read again once it is stored. */
export const useUploadDocument = () => useStaffWrite(sendDocument, [documentsKey]);

/** A publisher publishes a version waiting for one. */
export const usePublishDocument = () =>
  useStaffWrite((id: string) => api.call(publishDocument, { params: { id } }).then((r) => r.data), [documentsKey]);

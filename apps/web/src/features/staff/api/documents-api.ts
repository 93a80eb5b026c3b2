import { useQuery } from '@tanstack/react-query';
import { listDocuments, uploadDocument } from '@college/contracts/endpoints/college-documents';
import type { CollegeDocument, CollegeDocumentInput } from '@college/contracts/entities/college-document';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStaffWrite } from './staff-write';

const documentsKey = [listDocuments.method, listDocuments.path, 'en'];

/** Every version published, as the public list has it: nothing about a document is hidden from the public. */
export const useCollegeDocuments = () =>
  useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) => api.call(listDocuments, { query: { lang: 'en' }, signal }).then((r) => r.data),
    retry: false,
  });

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

/** Publishes a version of a document; the list is read again once it is stored. */
export const usePublishDocument = () => useStaffWrite(sendDocument, [documentsKey]);

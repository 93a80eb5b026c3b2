import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@college/contracts/endpoint';
import { buildPath } from '@college/contracts/endpoint';
import type { QuestionPaperMeta, StaffQuestionPaper } from '@college/contracts/entities/question-paper';
import {
  deletePaper,
  listStaffPapers,
  replacePaperFile,
  staffMe,
  staffSignIn,
  updatePaper,
  uploadPaper,
} from '@college/contracts/endpoints/staff';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStaffWrite } from './staff-write';

export const useStaffSignIn = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof staffSignIn>) => api.call(staffSignIn, { body }).then((r) => r.data) });

export const staffMeKey = () => [staffMe.method, staffMe.path] as const;
export const useStaffMe = () =>
  useQuery({
    queryKey: staffMeKey(),
    queryFn: ({ signal }) => api.call(staffMe, { signal }).then((r) => r.data),
    retry: false,
  });

export type StaffListQuery = QueryOf<typeof listStaffPapers>;
export const useStaffPapers = (query: StaffListQuery) =>
  useQuery({
    queryKey: [listStaffPapers.method, listStaffPapers.path, query],
    queryFn: ({ signal }) => api.call(listStaffPapers, { query, signal }),
  });

const staffListKey = () => [listStaffPapers.method, listStaffPapers.path] as const;

export const useSavePaperMeta = () =>
  useStaffWrite(
    ({ id, meta }: { id: string; meta: QuestionPaperMeta }) => api.call(updatePaper, { params: { id }, body: meta }),
    [staffListKey()],
  );
export const useRemovePaper = () => useStaffWrite((id: string) => api.call(deletePaper, { params: { id } }), [staffListKey()]);

/** An upload (new or a replacement file) as a mutation: the staff list is refetched once it is stored. */
export const useUploadPaper = () =>
  useStaffWrite(
    ({ file, target, onProgress }: { file: File; target: Parameters<typeof sendPaperFile>[1]; onProgress?: (fraction: number) => void }) =>
      sendPaperFile(file, target, onProgress ?? (() => undefined)),
    [staffListKey()],
  );

/**
 * Multipart upload with progress (fetch reports none). Resolves with the stored paper or rejects
 * with ApiError carrying the server's envelope.
 */
export function sendPaperFile(
  file: File,
  target: { kind: 'new'; meta: QuestionPaperMeta; replace: boolean } | { kind: 'replace'; id: string },
  onProgress: (fraction: number) => void,
): Promise<StaffQuestionPaper> {
  const form = new FormData();
  if (target.kind === 'new') {
    for (const [key, value] of Object.entries(target.meta)) form.append(key, String(value));
  }
  form.append('file', file);
  const url =
    target.kind === 'new'
      ? `${uploadPaper.path}${target.replace ? '?replace=true' : ''}`
      : buildPath(replacePaperFile.path, { id: target.id });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.kind === 'new' ? uploadPaper.method : replacePaperFile.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: StaffQuestionPaper } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data);
      else reject(new ApiError(xhr.status, body as never));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

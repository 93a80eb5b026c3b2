import { buildPath } from '@college/contracts/endpoint';
import { getApplicantImage, uploadApplicantImage } from '@college/contracts/endpoints/applicant-images';
import type { ImageKind, StoredImage } from '@college/contracts/entities/applicant-images';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The error a failed upload or download answered, as the API client would raise it. */
export async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  return new ApiError(res.status, body);
}

/** Sends the photo or the signature; resolves with what the server stored. */
export async function sendPicture(
  applicationId: string,
  kind: ImageKind,
  picture: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<StoredImage> {
  const url = buildPath(uploadApplicantImage.path, { applicationId, kind });
  const form = new FormData();
  form.append('file', picture, name);
  const res = await api.fetchWithSession(url, {
    method: uploadApplicantImage.method,
    headers: { Accept: 'application/json' },
    body: form,
    signal,
  });
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { data: StoredImage }).data;
}

/** The stored picture as a blob to show; the server never lets it be cached. */
export async function fetchPicture(applicationId: string, kind: ImageKind): Promise<Blob> {
  const url = buildPath(getApplicantImage.path, { applicationId, kind });
  const res = await api.fetchWithSession(url, { headers: { Accept: 'image/jpeg' } });
  if (!res.ok) throw await failure(res);
  return res.blob();
}

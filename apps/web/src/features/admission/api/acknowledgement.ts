import { buildPath } from '@college/contracts/endpoint';
import { getAcknowledgement } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** Fetches the acknowledgement PDF (renewing the session once if it lapsed) and saves it. */
export async function downloadAcknowledgement(applicationId: string): Promise<void> {
  const url = buildPath(getAcknowledgement.path, { applicationId });
  const get = () => fetch(url, { credentials: 'include', headers: { Accept: 'application/pdf' } });
  let res = await get();
  if (res.status === 401 && (await api.refresh())) res = await get();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(res.status, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `acknowledgement-${applicationId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

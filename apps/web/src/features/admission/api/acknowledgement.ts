import { buildPath } from '@college/contracts/endpoint';
import { getAcknowledgement } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';

/** Fetches the acknowledgement PDF (renewing the session once if it lapsed) and saves it. */
export async function downloadAcknowledgement(applicationId: string): Promise<void> {
  const url = buildPath(getAcknowledgement.path, { applicationId });
  // In the page's language (the client sends it): the document's words follow it.
  const res = await api.fetchWithSession(url, { headers: { Accept: 'application/pdf' } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(res.status, body);
  }
  saveFile(`acknowledgement-${applicationId}.pdf`, await res.blob());
}

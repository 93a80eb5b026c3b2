import { buildPath } from '@college/contracts/endpoint';
import { getOfficeApplicantImage } from '@college/contracts/endpoints/applicant-images';
import type { ApplicantImages, ImageKind } from '@college/contracts/entities/applicant-images';
import { api } from '../../../lib/api-client';
import { useBlobUrl } from '../../../lib/use-blob-url';

async function fetchOfficePicture(id: string, kind: ImageKind): Promise<Blob> {
  const get = () => fetch(buildPath(getOfficeApplicantImage.path, { id, kind }), { credentials: 'include' });
  let res = await get();
  if (res.status === 401 && (await api.refresh())) res = await get();
  if (!res.ok) throw new Error(`picture answered ${res.status}`);
  return res.blob();
}

/** One picture for the office, fetched with the member's session (never cached: the server says no-store). */
function OfficePicture({ id, kind, stored }: { id: string; kind: ImageKind; stored: boolean }) {
  const { url, failed } = useBlobUrl(stored ? () => fetchOfficePicture(id, kind) : null, `${id}/${kind}`);
  const label = kind === 'photo' ? 'Photo' : 'Signature';
  return (
    <figure className={`picture picture--${kind}`}>
      {url ? <img className="picture__preview" src={url} alt={`${label} of the applicant`} /> : null}
      <figcaption>{!stored ? `${label}: not uploaded` : failed ? `${label}: could not be loaded` : label}</figcaption>
    </figure>
  );
}

/** The applicant's photo and signature beside their details, for the roles that see them. */
export function OfficePictures({ id, images }: { id: string; images: ApplicantImages }) {
  return (
    <div className="pictures-summary">
      <OfficePicture id={id} kind="photo" stored={images.photo !== null} />
      <OfficePicture id={id} kind="signature" stored={images.signature !== null} />
    </div>
  );
}

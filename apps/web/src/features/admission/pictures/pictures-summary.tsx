import { t } from '@lingui/core/macro';
import { useBlobUrl } from '../../../lib/use-blob-url';
import type { ApplicantImages, ImageKind } from '@college/contracts/entities/applicant-images';
import { fetchPicture } from './send-picture';

function Picture({ applicationId, kind, stored }: { applicationId: string; kind: ImageKind; stored: boolean }) {
  const { url } = useBlobUrl(stored ? () => fetchPicture(applicationId, kind) : null, `${applicationId}/${kind}`);
  const label = kind === 'photo' ? t`Photo` : t`Signature`;
  return (
    <figure className={`picture picture--${kind}`}>
      {url ? <img className="picture__preview" src={url} alt={kind === 'photo' ? t`Your photo` : t`Your signature`} /> : null}
      <figcaption>
        {label}
        {stored ? null : `: ${t`Not uploaded yet.`}`}
      </figcaption>
    </figure>
  );
}

/** The photo and the signature under the personal details the applicant reviews. */
export function PicturesSummary({ applicationId, images }: { applicationId: string; images: ApplicantImages }) {
  return (
    <div className="pictures-summary">
      <Picture applicationId={applicationId} kind="photo" stored={images.photo !== null} />
      <Picture applicationId={applicationId} kind="signature" stored={images.signature !== null} />
    </div>
  );
}

import { t } from '@lingui/core/macro';
import type { ApplicantImages } from '@college/contracts/entities/applicant-images';
import { PictureFigures } from '../../../components/application/picture-figures';
import { fetchPicture } from './send-picture';

/** The photo and the signature under the personal details the applicant reviews. */
export function PicturesSummary({ applicationId, images }: { applicationId: string; images: ApplicantImages }) {
  return (
    <PictureFigures
      id={applicationId}
      images={images}
      load={(kind) => fetchPicture(applicationId, kind)}
      words={{
        alt: (kind) => (kind === 'photo' ? t`Your photo` : t`Your signature`),
        caption: (kind, state) => {
          const label = kind === 'photo' ? t`Photo` : t`Signature`;
          return state === 'missing' ? `${label}: ${t`Not uploaded yet.`}` : label;
        },
      }}
    />
  );
}

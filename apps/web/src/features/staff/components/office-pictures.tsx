import { buildPath } from '@college/contracts/endpoint';
import { getOfficeApplicantImage } from '@college/contracts/endpoints/applicant-images';
import type { ApplicantImages, ImageKind } from '@college/contracts/entities/applicant-images';
import { api } from '../../../lib/api-client';
import { PictureFigures } from '../../../components/application/picture-figures';

async function fetchOfficePicture(id: string, kind: ImageKind): Promise<Blob> {
  const res = await api.fetchWithSession(buildPath(getOfficeApplicantImage.path, { id, kind }));
  if (!res.ok) throw new Error(`picture answered ${res.status}`);
  return res.blob();
}

const LABEL = { photo: 'Photo', signature: 'Signature' } as const;

/** The applicant's photo and signature beside their details, for the roles that see them. */
export function OfficePictures({ id, images }: { id: string; images: ApplicantImages }) {
  return (
    <PictureFigures
      id={id}
      images={images}
      load={(kind) => fetchOfficePicture(id, kind)}
      words={{
        alt: (kind) => `${LABEL[kind]} of the applicant`,
        caption: (kind, state) =>
          state === 'missing' ? `${LABEL[kind]}: not uploaded` : state === 'failed' ? `${LABEL[kind]}: could not be loaded` : LABEL[kind],
      }}
    />
  );
}

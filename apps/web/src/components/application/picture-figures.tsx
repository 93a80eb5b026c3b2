import type { ApplicantImages, ImageKind } from '@college/contracts/entities/applicant-images';
import { IMAGE_KINDS } from '@college/contracts/entities/applicant-images';
import { useBlobUrl } from '../../lib/use-blob-url';

/** What a reader is told of a picture: the image's text, and its caption once known whether it loaded. */
type Words = { alt: (kind: ImageKind) => string; caption: (kind: ImageKind, state: 'shown' | 'missing' | 'failed') => string };

function Figure({
  kind,
  stored,
  load,
  id,
  words,
}: {
  kind: ImageKind;
  stored: boolean;
  load: (kind: ImageKind) => Promise<Blob>;
  id: string;
  words: Words;
}) {
  const { url, failed } = useBlobUrl(stored ? () => load(kind) : null, `${id}/${kind}`);
  return (
    <figure className={`picture picture--${kind}`}>
      {url ? <img className="picture__preview" src={url} alt={words.alt(kind)} /> : null}
      <figcaption>{words.caption(kind, !stored ? 'missing' : failed ? 'failed' : 'shown')}</figcaption>
    </figure>
  );
}

/**
 * An application's photo and signature, fetched by whoever reads it (the applicant, or the office
 * with its own endpoint), with that reader's words.
 */
export function PictureFigures({
  id,
  images,
  load,
  words,
}: {
  id: string;
  images: ApplicantImages;
  load: (kind: ImageKind) => Promise<Blob>;
  words: Words;
}) {
  return (
    <div className="pictures-summary">
      {IMAGE_KINDS.map((kind) => (
        <Figure key={kind} kind={kind} stored={images[kind] !== null} load={load} id={id} words={words} />
      ))}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBlobUrl } from '../../../lib/use-blob-url';
import { IMAGE_TYPES, type ImageKind } from '@college/contracts/entities/applicant-images';
import { useApplication, applicationKeyPrefix } from '../api/get-application';
import { pictureError } from './picture-messages';
import { shrinkPicture } from './shrink-picture';
import { pictureWhileAway, untilConnected } from '../components/until-connected';
import { fetchPicture, sendPicture } from './send-picture';

/** A picture of a few hundred kB on a slow upload takes a minute; one with no answer for two is given up and sent again. */
const PICTURE_STALL_MS = 120_000;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'saved' } | { kind: 'failed'; message: string };

function PictureField({ applicationId, kind, stored, fixed }: { applicationId: string; kind: ImageKind; stored: boolean; fixed: boolean }) {
  const id = `picture-${kind}`;
  const statusId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Each picture sent shows as the server stored it: a new key fetches it again.
  const [sent, setSent] = useState(0);
  const { url: preview } = useBlobUrl(
    stored || sent > 0 ? () => fetchPicture(applicationId, kind) : null,
    `${applicationId}/${kind}/${sent}`,
  );
  const label = kind === 'photo' ? t`Photo` : t`Signature`;

  async function choose(file: File) {
    setStatus({ kind: 'sending' });
    try {
      const small = (await shrinkPicture(file, kind)) ?? file;
      // A picture takes longer than a form to go up a slow connection: it is given up only after
      // PICTURE_STALL_MS without an answer.
      await untilConnected(
        (signal) => sendPicture(applicationId, kind, small, small === file ? file.name : `${kind}.jpg`, signal),
        pictureWhileAway(),
        PICTURE_STALL_MS,
      );
      setSent((n) => n + 1);
      setStatus({ kind: 'saved' });
      await queryClient.invalidateQueries({ queryKey: applicationKeyPrefix() });
    } catch (error) {
      setStatus({ kind: 'failed', message: pictureError(error, t`The picture could not be sent. Check the connection and try again.`) });
    }
  }

  const hint =
    kind === 'photo'
      ? t`A recent passport-size photo of your face, in good light against a plain background.`
      : t`Sign in black or blue ink on white paper and take a photo of just the signature.`;
  const img = preview ? (
    <img className="picture__preview" src={preview} alt={kind === 'photo' ? t`Your photo` : t`Your signature`} />
  ) : null;
  // A submitted application keeps the picture it was sent with: shown, not offered for a change.
  if (fixed && stored) {
    return (
      <div className={`field picture picture--${kind}`}>
        <p className="field-label">{label}</p>
        {img}
        <p className="hint" role="status">
          {status.kind === 'saved' ? (kind === 'photo' ? t`Photo saved` : t`Signature saved`) : t`Saved with the application.`}
        </p>
      </div>
    );
  }
  return (
    <div className={`field picture picture--${kind}`}>
      <label htmlFor={id}>{stored || sent > 0 ? t`${label}: choose another` : label}</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {img}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint ${statusId}`}
        aria-invalid={status.kind === 'failed' || undefined}
        disabled={status.kind === 'sending'}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      <p id={statusId} className={status.kind === 'failed' ? 'error-text' : 'hint'} role="status">
        {status.kind === 'sending'
          ? t`Sending...`
          : status.kind === 'saved'
            ? kind === 'photo'
              ? t`Photo saved`
              : t`Signature saved`
            : status.kind === 'failed'
              ? status.message
              : stored
                ? t`Saved with the application.`
                : t`Not uploaded yet.`}
      </p>
    </div>
  );
}

/**
 * The photo and the signature, in the personal details step. Each is sent on its own as soon as it
 * is chosen (shrunk on the phone first), so nothing typed in the step waits on a slow upload. With
 * `fixed` (a submitted application), a stored picture is only shown and a missing one may be added.
 */
export function ApplicantPictures({ applicationId, fixed = false }: { applicationId: string; fixed?: boolean }) {
  const application = useApplication(applicationId);
  const images = application.data?.images;
  return (
    <fieldset className="field pictures">
      <legend>{t`Photo and signature`}</legend>
      <p className="hint">{t`The office needs both before admission. Each is made smaller on this phone before it is sent.`}</p>
      <PictureField applicationId={applicationId} kind="photo" stored={Boolean(images?.photo)} fixed={fixed} />
      <PictureField applicationId={applicationId} kind="signature" stored={Boolean(images?.signature)} fixed={fixed} />
    </fieldset>
  );
}

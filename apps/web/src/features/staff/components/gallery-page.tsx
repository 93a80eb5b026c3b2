import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ALBUM_MOVES,
  albumInputSchema,
  PHOTO_CONSENT_BASES,
  PHOTO_CONSENT_LABELS,
  type PhotoConsentBasis,
  photoInputSchema,
  type AlbumInput,
  type AlbumStatus,
  type StaffAlbum,
} from '@college/contracts/entities/gallery';
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { RadioGroup, TextField } from '../../../components/form/fields';
import { bind, bindText, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { usePageTitle } from '../../../components/layout/page-title';
import { GalleryImage } from '../../../components/ui/gallery-image';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useAlbums, useCreateAlbum, useMoveAlbum, useRemovePhoto, useUpdateAlbum, useUploadPhoto } from '../api/gallery-api';
import { useMember } from './office-layout';

const STATUS_LABELS: Record<AlbumStatus, string> = {
  draft: 'Draft: not on the site',
  submitted: 'Waiting to be published',
  published: 'Published',
  unpublished: 'Taken off the site',
};

/** Each move's button and what it says after. */
const MOVES: Record<AlbumStatus, { label: string; done: string; failed: string }> = {
  submitted: { label: 'Send for publishing', done: 'Album sent for publishing', failed: 'The album was not sent' },
  draft: { label: 'Back to draft', done: 'Album back to draft', failed: 'The album was not moved' },
  published: { label: 'Publish', done: 'Album published', failed: 'The album was not published' },
  unpublished: { label: 'Take off the site', done: 'Album taken off the site', failed: 'The album was not taken off' },
};

/** An album's title and day: to start one, or to change one. */
function AlbumForm({ album, onDone }: { album?: StaffAlbum; onDone?: () => void }) {
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const [error, setError] = useState('');
  const id = album ? `album-${album.id}` : 'album-new';
  const form = useForm({
    resolver: zodResolver(albumInputSchema),
    defaultValues: {
      titleEn: album?.titleEn ?? '',
      titleMl: album?.titleMl ?? '',
      eventOn: album?.eventOn ?? '',
      consentBasis: album?.consentBasis ?? null,
      consentRef: album?.consentRef ?? '',
    },
  });
  const consent = bind(form, 'consentBasis');
  const submit = form.handleSubmit(async (body: AlbumInput) => {
    setError('');
    try {
      if (album) await update.mutateAsync({ albumId: album.id, body });
      else await create.mutateAsync(body);
      toast({ title: album ? 'Album saved' : `Album “${body.titleEn}” started: add its photos`, variant: 'success' });
      if (!album) form.reset({ titleEn: '', titleMl: '', eventOn: '', consentBasis: null, consentRef: '' });
      onDone?.();
    } catch (err) {
      if (!showFieldErrors(form, err)) setError(errorMessage(err, 'The album was not saved'));
    }
  });
  const busy = create.isPending || update.isPending;
  return (
    <form className={album ? 'staff-form' : 'card staff-form'} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-form`}>
      <h2 id={`${id}-form`}>{album ? 'Change the album' : 'Start an album'}</h2>
      <TextField
        id={`${id}-title`}
        label="Title (English)"
        required
        maxLength={150}
        {...bind(form, 'titleEn')}
        error={errorOf(form, 'titleEn')}
      />
      <TextField
        id={`${id}-title-ml`}
        label="Title (Malayalam)"
        hint="Left empty, the Malayalam page shows the English title."
        lang="ml"
        maxLength={150}
        {...bindText(form, 'titleMl')}
      />
      <TextField
        id={`${id}-day`}
        label="Day of the event"
        type="date"
        required
        {...bind(form, 'eventOn')}
        error={errorOf(form, 'eventOn')}
      />
      <RadioGroup
        id={`${id}-consent`}
        name={`${id}-consent`}
        label="Consent of the people in the photos"
        hint="Needed before the album is sent for publishing. A recognisable face is personal data; for a student under 18, a parent or guardian consents."
        options={PHOTO_CONSENT_BASES.map((b) => ({ value: b, label: PHOTO_CONSENT_LABELS[b] }))}
        value={consent.value ?? ''}
        onChange={(v) => consent.onChange(v as PhotoConsentBasis)}
        error={errorOf(form, 'consentBasis')}
      />
      {consent.value === 'written-consent' ? (
        <TextField
          id={`${id}-consent-ref`}
          label="Where the signed consent forms are kept"
          hint="The office file's number, like G/12/2026."
          required
          maxLength={200}
          {...bindText(form, 'consentRef')}
        />
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving...' : album ? 'Save album' : 'Start album'}
        </button>{' '}
        {album ? (
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </p>
    </form>
  );
}

/** Adds one photo, with what it shows for those who cannot see it. */
function PhotoForm({ album }: { album: StaffAlbum }) {
  const upload = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  // A new input after each upload: the same file chosen again must count as a choice.
  const [fileInput, setFileInput] = useState(0);
  const form = useForm({ resolver: zodResolver(photoInputSchema), defaultValues: { altEn: '', altMl: '' } });
  const id = `photo-${album.id}`;
  const submit = form.handleSubmit(async (input) => {
    if (!file) {
      setFileError('Choose a photo to upload');
      return;
    }
    try {
      await upload.mutateAsync({ albumId: album.id, input, file });
      toast({ title: 'Photo added', variant: 'success' });
      form.reset({ altEn: '', altMl: '' });
      setFile(null);
      setFileInput((n) => n + 1);
    } catch (err) {
      if (!showFieldErrors(form, err)) setFileError(errorMessage(err, 'The photo was not added'));
    }
  });
  return (
    <form
      className="staff-form gallery-office__upload"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Add a photo to ${album.titleEn}`}
    >
      <div className="field">
        <label htmlFor={`${id}-file`}>Photo (JPEG, PNG or WebP, up to 20 MB)</label>
        <input
          key={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError('');
          }}
        />
        {fileError ? (
          <p id={`${id}-file-error`} className="error-text" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-alt`}
        label="What the photo shows (English)"
        hint="Read out to those who cannot see it: who, what and where, in a sentence."
        required
        maxLength={250}
        {...bind(form, 'altEn')}
        error={errorOf(form, 'altEn')}
      />
      <TextField id={`${id}-alt-ml`} label="What the photo shows (Malayalam)" lang="ml" maxLength={250} {...bindText(form, 'altMl')} />
      <p>
        <button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending ? 'Adding photo...' : 'Add photo'}
        </button>
      </p>
    </form>
  );
}

function AlbumCard({ album, publishes }: { album: StaffAlbum; publishes: boolean }) {
  const move = useMoveAlbum();
  const remove = useRemovePhoto();
  const [editing, setEditing] = useState(false);
  // A published album is changed by a publisher (the server holds the same rule).
  const changeable = album.status !== 'published' || publishes;
  const act = async (work: Promise<unknown>, done: string, failed: string) => {
    try {
      await work;
      toast({ title: done, variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, failed), variant: 'destructive' });
    }
  };
  return (
    <section className="card gallery-office__album" aria-labelledby={`album-${album.id}-title`}>
      <h2 id={`album-${album.id}-title`}>{album.titleEn}</h2>
      {album.titleMl ? <p lang="ml">{album.titleMl}</p> : <p className="hint">No Malayalam title: the Malayalam page shows the English.</p>}
      <p className="hint">
        {displayDay(album.eventOn)} · {STATUS_LABELS[album.status]} · {album.photos.length} photos ·{' '}
        {album.consentBasis
          ? album.consentBasis === 'written-consent'
            ? `consent on file ${album.consentRef}`
            : 'no one recognisable'
          : 'consent not recorded'}{' '}
        · changed {displayDateTime(album.updatedAt)}
      </p>
      <p className="gallery-office__actions">
        {changeable && !editing ? (
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            Change the album or its consent
          </button>
        ) : null}
        {ALBUM_MOVES[album.status]
          .filter((m) => m.by === 'writer' || publishes)
          .map((m) => (
            <button
              key={m.to}
              type="button"
              className={m.to === 'published' || m.to === 'submitted' ? 'button' : 'button button--secondary'}
              disabled={move.isPending}
              onClick={() => void act(move.mutateAsync({ albumId: album.id, to: m.to }), MOVES[m.to].done, MOVES[m.to].failed)}
            >
              {MOVES[m.to].label}
            </button>
          ))}
      </p>
      {editing ? <AlbumForm album={album} onDone={() => setEditing(false)} /> : null}
      {album.photos.length > 0 ? (
        <ul className="gallery-office__photos">
          {album.photos.map((photo) => (
            <li key={photo.id}>
              <GalleryImage photo={photo} alt={photo.altEn} sizes="200px" />
              <p>{photo.altEn}</p>
              {changeable ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={remove.isPending}
                  onClick={() =>
                    void act(remove.mutateAsync({ albumId: album.id, photoId: photo.id }), 'Photo removed', 'The photo was not removed')
                  }
                >
                  Remove<span className="visually-hidden"> the photo: {photo.altEn}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No photos yet.</p>
      )}
      {changeable ? (
        <PhotoForm album={album} />
      ) : (
        <p className="hint">Published: an administrator changes it, or takes it off the site first.</p>
      )}
    </section>
  );
}

/** /staff/gallery: albums of photos per event; a publisher puts them on the site. */
export function StaffGalleryPage() {
  usePageTitle();
  const member = useMember();
  const publishes = holdsAny(member.roles, PUBLISH_ROLES);
  const albums = useAlbums();
  return (
    <div className="page office-page">
      <h1>Gallery</h1>
      <p className="hint">
        Each photo is turned upright and stripped of its camera data (the place it was taken above all) when it arrives.{' '}
        {publishes ? 'You publish albums.' : 'Send an album for publishing when its photos are in: an administrator publishes it.'}{' '}
        <a href={paths.gallery()}>See the gallery as the public does</a>
      </p>
      <AlbumForm />
      {albums.isPending ? <p role="status">Loading...</p> : null}
      {albums.error ? <p role="alert">The albums could not be loaded. Reload to try again.</p> : null}
      {albums.data?.map((album) => (
        <AlbumCard key={album.id} album={album} publishes={publishes} />
      ))}
    </div>
  );
}

import '../notices.css';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { GalleryImage } from '../../../components/ui/gallery-image';
import { useGallery } from '../notices-api';

/** How wide a photo is drawn: the whole column on a phone, half on a tablet, a third on a desktop. */
const PHOTO_SIZES = '(min-width: 1100px) 340px, (min-width: 640px) 45vw, 92vw';

/** The spec's page while no album is published: the three tiles, and "Coming Soon". */
function ComingSoon() {
  const tiles = [
    { title: t`Campus Life`, image: '/images/campus.svg' },
    { title: t`Events`, image: '/images/hero.svg' },
    { title: t`Achievements`, image: '/images/laboratories.svg' },
  ];
  return (
    <>
      <p className="lead">{t`Coming Soon`}</p>
      <ul className="card-grid">
        {tiles.map((tile) => (
          <li key={tile.title} className="info-card">
            <img src={tile.image} alt="" width="400" height="300" loading="lazy" />
            <h2>{tile.title}</h2>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /gallery: the published albums, one per event, newest first. */
export function GalleryPage() {
  const title = t`Gallery`;
  useEffect(() => {
    document.title = `${title} | ${COLLEGE_IDENTITY.name}`;
  }, [title]);
  const lang = i18n.locale === 'ml' ? 'ml' : 'en';
  const albums = useGallery(lang);
  const latest = albums.data?.reduce((at, a) => (a.updatedAt > at ? a.updatedAt : at), '');
  return (
    <div className="page gallery">
      <h1>{title}</h1>
      {albums.isPending ? <p role="status">{t`Loading...`}</p> : null}
      {albums.error ? <p role="alert">{t`The gallery could not be loaded. Check the connection and try again.`}</p> : null}
      {albums.data?.length === 0 ? <ComingSoon /> : null}
      {albums.data?.map((album) => (
        <section key={album.id} className="gallery-album" aria-labelledby={`album-${album.id}`}>
          <h2 id={`album-${album.id}`} lang={album.titleLang !== lang ? album.titleLang : undefined}>
            {album.title}
          </h2>
          <p className="hint">
            <time dateTime={album.eventOn}>{displayDay(album.eventOn)}</time> · {t`${album.photos.length} photos`}
          </p>
          <ul className="gallery-album__photos">
            {album.photos.map((photo) => {
              const largest = photo.sources.at(-1);
              return (
                <li key={photo.id}>
                  <a href={largest?.url}>
                    <GalleryImage
                      photo={photo}
                      alt={photo.alt}
                      lang={photo.altLang !== lang ? photo.altLang : undefined}
                      sizes={PHOTO_SIZES}
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {latest ? <p className="hint">{t`Last updated ${displayDateTime(latest)}`}</p> : null}
    </div>
  );
}

import { useMemo } from 'react';
import { thumbHashToDataURL } from 'thumbhash';

type Photo = { width: number; height: number; sources: { width: number; url: string }[]; placeholder: string };

/** The photo's ThumbHash drawn as a tiny picture, shown blurred behind the photo until it arrives. */
function placeholderUrl(hash: string): string | undefined {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * A gallery photo: the browser picks the width its screen needs from the copies kept (`sizes` says
 * how wide it is drawn), loads it only when it comes near the screen, and holds its place meanwhile
 * with the placeholder at the photo's own proportions, so nothing moves as photos arrive.
 */
export function GalleryImage({ photo, alt, lang, sizes }: { photo: Photo; alt: string; lang?: string; sizes: string }) {
  const placeholder = useMemo(() => placeholderUrl(photo.placeholder), [photo.placeholder]);
  const fallback = photo.sources.find((s) => s.width >= 640) ?? photo.sources.at(-1);
  return (
    <img
      className="gallery-image"
      src={fallback?.url}
      srcSet={photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      lang={lang}
      loading="lazy"
      decoding="async"
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    />
  );
}

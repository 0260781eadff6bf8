import { lazy, Suspense, useState } from 'react';
import { pictureSrcSet } from 'contracts/src/catalog/planPictures';
import styles from './PlanDetailPage.module.css';

// Its own chunk with keen-slider: fetched when the shopper opens the gallery, not with the plan's first paint.
const GalleryDialog = lazy(() => import('./GalleryDialog'));

// A raster thumbnail, even of a floor plan: a phone paints an SVG's every line and label on its main thread.
const THUMBNAIL_WIDTHS = [320] as const;

export interface GalleryImage {
  src: string;
  alt: string;
}

interface PlanGalleryProps {
  planName: string;
  images: readonly GalleryImage[];
}

/** The main picture and floor plans as thumbnails; any opens the full-screen gallery at that picture. */
export function PlanGallery({ planName, images }: PlanGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.mainImageButton}
        onClick={() => setOpen(0)}
        aria-label={`Open the gallery at ${first.alt}`}
      >
        <img
          className={styles.mainImage}
          src={first.src}
          alt={first.alt}
          width={1200}
          height={800}
          fetchPriority="high"
          // Not sync, unlike the list's first card: this picture is large, and a first frame waiting for its decoding
          // came later (bench, run 7: LCP 0.95 s sync against 0.82 s async).
          decoding="async"
        />
      </button>
      {rest.length > 0 ? (
        <ul className={styles.thumbnails}>
          {rest.map((image, index) => (
            <li key={image.src}>
              <button type="button" onClick={() => setOpen(index + 1)} aria-label={`Open the gallery at ${image.alt}`}>
                <img
                  src={image.src}
                  srcSet={pictureSrcSet(image.src, THUMBNAIL_WIDTHS)}
                  sizes="96px"
                  alt=""
                  width={240}
                  height={160}
                  loading="lazy"
                  // On screen beside the main picture, which is the page's largest paint: it goes first.
                  fetchPriority="low"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryDialog
            planName={planName}
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

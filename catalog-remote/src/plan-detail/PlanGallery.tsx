import { useState, type KeyboardEvent } from 'react';
import { Modal } from 'shared-ui/src/components/Modal/Modal';
import styles from './PlanDetailPage.module.css';

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
          decoding="async"
        />
      </button>
      {rest.length > 0 ? (
        <ul className={styles.thumbnails}>
          {rest.map((image, index) => (
            <li key={image.src}>
              <button type="button" onClick={() => setOpen(index + 1)} aria-label={`Open the gallery at ${image.alt}`}>
                <img src={image.src} alt="" width={240} height={160} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <GalleryDialog
          planName={planName}
          images={images}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

interface GalleryDialogProps {
  planName: string;
  images: readonly GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The full-screen gallery: previous and next wrap around, the arrow keys too, Escape closes (the Modal). */
export function GalleryDialog({ planName, images, index, onIndex, onClose }: GalleryDialogProps) {
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const image = images[index];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Modal open title={`${planName} gallery`} onClose={onClose} size="lg">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys anywhere in the gallery dialog turn its pictures; the buttons do the same */}
      <div className={styles.galleryDialog} onKeyDown={onKeyDown}>
        {image ? <img src={image.src} alt={image.alt} className={styles.galleryImage} /> : null}
        <p aria-live="polite">{`Picture ${index + 1} of ${count}`}</p>
        <div className={styles.galleryControls}>
          <button type="button" onClick={() => go(-1)}>
            Previous picture
          </button>
          <button type="button" onClick={() => go(1)}>
            Next picture
          </button>
        </div>
      </div>
    </Modal>
  );
}

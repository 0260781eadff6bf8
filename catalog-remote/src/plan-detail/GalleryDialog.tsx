import { useState, type KeyboardEvent } from 'react';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { Modal } from 'shared-ui';
import type { GalleryImage } from './PlanGallery';
import styles from './PlanDetailPage.module.css';

interface GalleryDialogProps {
  planName: string;
  images: readonly GalleryImage[];
  /** The picture shown, counted from 0; the dialog opens at it. */
  index: number;
  /** Told of the picture now shown, however the shopper got there (button, arrow key, swipe or drag). */
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen gallery, one picture at a time on keen-slider: previous and next wrap around, by button, arrow key,
 * swipe or drag; Escape closes (the Modal). Only the picture shown is exposed to assistive technology, and its
 * position is announced.
 */
export default function GalleryDialog({ planName, images, index, onIndex, onClose }: GalleryDialogProps) {
  const count = images.length;
  // Where it opens, fixed at mount: a changed `initial` would make keen-slider start again from it.
  const [initial] = useState(index);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial,
    loop: count > 1,
    slideChanged: (instance) => onIndex(instance.track.details.rel),
  });
  const move = (direction: 'prev' | 'next') => slider.current?.[direction]();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') move('prev');
    if (event.key === 'ArrowRight') move('next');
  };
  return (
    <Modal open title={`${planName} gallery`} onClose={onClose} size="lg">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys anywhere in the gallery dialog turn its pictures; the buttons do the same */}
      <div className={styles.galleryDialog} onKeyDown={onKeyDown}>
        <div ref={sliderRef} className={`keen-slider ${styles.galleryTrack}`}>
          {images.map((image, position) => (
            <div
              key={image.src}
              className={`keen-slider__slide ${styles.gallerySlide}`}
              aria-hidden={position !== index}
            >
              <img src={image.src} alt={image.alt} className={styles.galleryImage} decoding="async" draggable={false} />
            </div>
          ))}
        </div>
        <p aria-live="polite">{`Picture ${index + 1} of ${count}`}</p>
        <div className={styles.galleryControls}>
          <button type="button" onClick={() => move('prev')}>
            Previous picture
          </button>
          <button type="button" onClick={() => move('next')}>
            Next picture
          </button>
        </div>
      </div>
    </Modal>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { useFocusTrap } from 'shared-ui';
import type { PictureZoom } from './galleryZoom';
import type { GalleryImage } from './PlanGallery';
import styles from './GalleryDialog.module.css';

interface GalleryDialogProps {
  planName: string;
  images: readonly GalleryImage[];
  /** The picture shown, counted from 0; the dialog opens at it. */
  index: number;
  /** Told of the picture now shown, however the shopper got there (button, thumbnail, key, swipe or drag). */
  onIndex: (index: number) => void;
  onClose: () => void;
}

type ZoomModule = typeof import('./galleryZoom');

/**
 * The full-screen gallery: the whole window, one picture at a time on keen-slider, previous and next wrapping
 * around (buttons, arrow keys, swipe or drag), a strip of thumbnails, and zoom (buttons, + and - keys, pinch, wheel,
 * double-click; its library loads with the dialog, in a chunk of its own). Escape closes; Tab stays inside. Only the
 * picture shown is exposed to assistive technology, and its position is announced.
 */
export default function GalleryDialog({ planName, images, index, onIndex, onClose }: GalleryDialogProps) {
  const count = images.length;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pictures = useRef<(HTMLImageElement | null)[]>([]);
  const [zoomModule, setZoomModule] = useState<ZoomModule | null>(null);
  const [zoom, setZoom] = useState<PictureZoom | null>(null);
  const [scale, setScale] = useState(1);
  const zoomed = scale > 1;
  // Where it opens, fixed at mount: a changed `initial` would make keen-slider start again from it.
  const [initial] = useState(index);
  // Where the slider is heading (its absolute index) while it slides: a second press goes on from there.
  const heading = useRef<number | null>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial,
    loop: count > 1,
    // A zoomed picture is panned by dragging, not turned.
    drag: !zoomed,
    slideChanged: (instance) => onIndex(instance.track.details.rel),
    animationEnded: () => {
      heading.current = null;
    },
  });

  useFocusTrap(panelRef, true);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    let live = true;
    void import('./galleryZoom').then((loaded) => {
      if (live) setZoomModule(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  // The picture shown is the one zoomed; turning to another leaves the last one at full size.
  useEffect(() => {
    const picture = pictures.current[index];
    if (!zoomModule || !picture) return;
    const pictureZoom = zoomModule.zoomPicture(picture, setScale);
    setZoom(pictureZoom);
    return () => {
      pictureZoom.destroy();
      setZoom(null);
    };
  }, [zoomModule, index]);

  const move = (direction: 'prev' | 'next') => {
    const instance = slider.current;
    if (!instance) return;
    const from = heading.current ?? instance.track.details.abs;
    const to = direction === 'next' ? from + 1 : from - 1;
    if (count > 1) heading.current = to;
    instance.moveToIdx(to, true);
  };
  const show = (position: number) => slider.current?.moveToIdx(position);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft' && !zoomed) move('prev');
    else if (event.key === 'ArrowRight' && !zoomed) move('next');
    else if (event.key === '+' || event.key === '=') zoom?.zoomIn();
    else if (event.key === '-') zoom?.zoomOut();
    else if (event.key === '0') zoom?.reset();
    else return;
    event.preventDefault();
  };
  // The gallery's keys wherever the focus is while it is open, even on nothing (Zoom out, pressed back to full
  // size, is disabled and drops the focus): the document hears them, through the latest handler.
  const keys = useRef(onKey);
  keys.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  // ... and the focus, dropped so, goes back into the dialog, where Tab can go on from.
  useEffect(() => {
    const panel = panelRef.current;
    if (!zoomed && panel && !panel.contains(document.activeElement)) panel.focus();
  }, [zoomed]);

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.galleryScreen}
    >
      <div className={styles.galleryBar}>
        <h2 id={titleId} className={styles.galleryTitle}>{`${planName} gallery`}</h2>
        <p className={styles.galleryCount} aria-live="polite">{`Picture ${index + 1} of ${count}`}</p>
        <div className={styles.galleryControls}>
          <button type="button" onClick={() => zoom?.zoomIn()} disabled={!zoom} aria-keyshortcuts="+">
            Zoom in
          </button>
          <button type="button" onClick={() => zoom?.zoomOut()} disabled={!zoomed} aria-keyshortcuts="-">
            Zoom out
          </button>
          <button type="button" onClick={onClose} aria-keyshortcuts="Escape">
            Close gallery
          </button>
        </div>
      </div>
      <div className={styles.galleryStage}>
        <div ref={sliderRef} className={`keen-slider ${styles.galleryTrack}`}>
          {images.map((image, position) => (
            <div
              key={image.src}
              className={`keen-slider__slide ${styles.gallerySlide}`}
              aria-hidden={position !== index}
            >
              <img
                ref={(element) => {
                  pictures.current[position] = element;
                }}
                src={image.src}
                alt={image.alt}
                className={styles.galleryImage}
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={`${styles.galleryTurn} ${styles.galleryPrevious}`}
          onClick={() => move('prev')}
          aria-keyshortcuts="ArrowLeft"
        >
          Previous picture
        </button>
        <button
          type="button"
          className={`${styles.galleryTurn} ${styles.galleryNext}`}
          onClick={() => move('next')}
          aria-keyshortcuts="ArrowRight"
        >
          Next picture
        </button>
      </div>
      <ul className={styles.galleryThumbnails} aria-label="Pictures">
        {images.map((image, position) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={() => show(position)}
              aria-label={`Show ${image.alt}`}
              aria-current={position === index ? 'true' : undefined}
            >
              <img src={image.src} alt="" width={96} height={64} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import styles from './Carousel.module.css';

/** The spec's carousel constants. */
export const AUTOPLAY_INTERVAL_MS = 5000;

interface CarouselProps<T> {
  /** The carousel's accessible name, e.g. 'New Plans'. */
  label: string;
  items: readonly T[];
  /** Slides visible at once on wide screens (one on phones). */
  perView: number;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A looping carousel (keen-slider) with previous/next arrows and autoplay every 5 s, which stops for good once the
 * shopper drags, swipes, uses the arrow keys or presses Pause (WCAG 2.2.2).
 */
export function Carousel<T>({ label, items, perView, itemKey, renderItem }: CarouselProps<T>) {
  const [playing, setPlaying] = useState(true);
  const playingRef = useRef(playing);
  playingRef.current = playing;

  const stopOnDrag: KeenSliderPlugin = (slider) => {
    slider.on('dragStarted', () => setPlaying(false));
  };
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: items.length > perView,
      dragSpeed: 1,
      slides: { perView: 1, spacing: 16 },
      breakpoints: { '(min-width: 768px)': { slides: { perView, spacing: 16 } } },
    },
    [stopOnDrag],
  );

  // keen-slider leaves the instance without methods when it could not start (jsdom has no matchMedia for its breakpoints).
  const move = useCallback(
    (direction: 'prev' | 'next') => {
      const instance = slider.current;
      if (instance && typeof instance[direction] === 'function') instance[direction]();
    },
    [slider],
  );

  useEffect(() => {
    if (!playing || items.length <= perView) return;
    const timer = setInterval(() => move('next'), AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, move, items.length, perView]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      setPlaying(false);
      move(event.key === 'ArrowLeft' ? 'prev' : 'next');
    }
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label={`Previous ${label}`} onClick={() => move('prev')}>
          ‹
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? `Pause ${label}` : `Play ${label}`}
          onClick={() => setPlaying((current) => !current)}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" className={styles.control} aria-label={`Next ${label}`} onClick={() => move('next')}>
          ›
        </button>
      </div>
      {/* The track takes the arrow keys once focused: the shopper is driving, so autoplay stops. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a focusable track driven by the arrow keys, beside its two buttons */}
      <div
        ref={sliderRef}
        className={`keen-slider ${styles.track}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that the arrow keys reach it
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-live={playing ? 'off' : 'polite'}
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}

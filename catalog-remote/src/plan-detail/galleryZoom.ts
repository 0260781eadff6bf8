import Panzoom from '@panzoom/panzoom';

/** The gallery's zoom of one picture. */
export interface PictureZoom {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Back at full size, and every listener gone. */
  destroy: () => void;
}

export const MAX_ZOOM = 4;
/** Panzoom zooms by e^step: about 1.65 times a press. */
const ZOOM_STEP = 0.5;
const DOUBLE_CLICK_ZOOM = 2.5;

/**
 * Zooms `picture` inside its frame: pinch and drag on a touch screen, the wheel and double-click with a mouse, and
 * the gallery's buttons and keys through the returned object. Panning starts only once zoomed in, so a swipe at
 * full size still turns the gallery's picture. Its own chunk (@panzoom/panzoom), fetched when the gallery opens.
 */
export function zoomPicture(picture: HTMLElement, onScale: (scale: number) => void): PictureZoom {
  const panzoom = Panzoom(picture, {
    minScale: 1,
    maxScale: MAX_ZOOM,
    step: ZOOM_STEP,
    panOnlyWhenZoomed: true,
    cursor: 'zoom-in',
  });
  const frame = picture.parentElement;
  const onWheel = (event: WheelEvent) => panzoom.zoomWithWheel(event);
  const onDoubleClick = (event: MouseEvent) => {
    if (panzoom.getScale() > 1) panzoom.reset();
    else panzoom.zoomToPoint(DOUBLE_CLICK_ZOOM, event);
  };
  const onChange = () => onScale(panzoom.getScale());
  frame?.addEventListener('wheel', onWheel, { passive: false });
  picture.addEventListener('dblclick', onDoubleClick);
  picture.addEventListener('panzoomchange', onChange);
  return {
    zoomIn: () => panzoom.zoomIn(),
    zoomOut: () => panzoom.zoomOut(),
    reset: () => panzoom.reset(),
    destroy: () => {
      frame?.removeEventListener('wheel', onWheel);
      picture.removeEventListener('dblclick', onDoubleClick);
      picture.removeEventListener('panzoomchange', onChange);
      panzoom.reset({ animate: false });
      panzoom.destroy();
      onScale(1);
    },
  };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import type { PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { Modal, QueryStatus } from 'shared-ui';
import { planGeometryQuery } from './fetchPlanGeometry';
import type { HouseScene } from './houseScene';
import {
  cameraAttribute,
  climb,
  describeView,
  initialView,
  orbitBy,
  viewAfterKey,
  walkBy,
  withFloor,
  withMode,
  type FloorChoice,
  type HouseView,
  type ViewMode,
} from './houseView';
import { canDrawIn3d } from './webglSupport';
import styles from './Plan3d.module.css';

export interface Plan3dDialogProps {
  planId: string;
  planName: string;
  /** The plan's elevation: shown instead when the browser cannot draw in 3D. */
  stillPicture: string | undefined;
  onClose: () => void;
}

const INSTRUCTIONS: Record<ViewMode, string> = {
  orbit: 'Orbit: arrow keys turn and tilt the house, + and - zoom; or drag it, and scroll or pinch to zoom.',
  walk: 'Walk: arrow up and down (or W and S) step forwards and back at eye height, left and right (or A and D) turn; through doors only. On the stairs, Page Up and Page Down (or the buttons) climb.',
};

/**
 * The plan's house in 3D, in a dialog (focus trapped, Escape closes): orbit around it or walk through it, floor by
 * floor, by keyboard, mouse or touch; the view is described in a live region. Without WebGL, the still picture.
 */
export default function Plan3dDialog({ planId, planName, stillPicture, onClose }: Plan3dDialogProps) {
  const geometry = useQuery(planGeometryQuery(planId));
  return (
    <Modal open title={`${planName} in 3D`} onClose={onClose} size="lg">
      <QueryStatus
        query={geometry}
        loading={{ label: 'Building the house…' }}
        error={{ message: (error) => `Error: ${error.message}` }}
      >
        {(found) => <HouseViewer geometry={found} planName={planName} stillPicture={stillPicture} />}
      </QueryStatus>
    </Modal>
  );
}

function StillPicture({ planName, src }: { planName: string; src: string | undefined }) {
  return (
    <div className={styles.still}>
      <p role="status">This browser cannot show the house in 3D (WebGL is unavailable): here is its still picture.</p>
      {src ? <img src={src} alt={`Front elevation of the ${planName} plan`} className={styles.stillImage} /> : null}
    </div>
  );
}

function HouseViewer({
  geometry,
  planName,
  stillPicture,
}: {
  geometry: PlanGeometry;
  planName: string;
  stillPicture: string | undefined;
}) {
  const [view, setView] = useState<HouseView>(() => initialView(geometry));
  const [webgl, setWebgl] = useState<'checking' | 'ready' | 'missing'>('checking');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<HouseScene | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const instructionsId = useId();
  const floorGroup = useId();

  // three.js is fetched here, when the dialog opens: never part of the plan page's own scripts.
  useEffect(() => {
    if (!canDrawIn3d()) {
      setWebgl('missing');
      return;
    }
    let cancelled = false;
    import('./houseScene')
      .then(({ createHouseScene }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        sceneRef.current = createHouseScene(canvas, geometry);
        setWebgl('ready');
      })
      .catch(() => {
        if (!cancelled) setWebgl('missing');
      });
    return () => {
      cancelled = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [geometry]);

  useEffect(() => {
    const viewport = viewportRef.current;
    const scene = sceneRef.current;
    if (webgl !== 'ready' || !viewport || !scene) return;
    const fit = () => scene.resize(viewport.clientWidth, viewport.clientHeight);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [webgl]);

  useEffect(() => {
    if (webgl === 'ready') sceneRef.current?.show(view);
  }, [view, webgl]);

  if (webgl === 'missing') return <StillPicture planName={planName} src={stillPicture} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = viewAfterKey(view, geometry, event.key);
    if (!next) return;
    // The arrows would otherwise scroll the dialog.
    event.preventDefault();
    setView(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setView((current) =>
      current.mode === 'orbit'
        ? orbitBy(current, geometry, -dx * 0.4, dy * 0.3)
        : walkBy(current, geometry, -dy * 0.05, dx * 0.3),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    setView((current) => orbitBy(current, geometry, 0, 0, event.deltaY > 0 ? 1.1 : 1 / 1.1));
  };
  // On the stairs, where they lead.
  const up = climb(view, geometry, 1);
  const down = climb(view, geometry, -1);
  const floorChoices: Array<{ value: FloorChoice; label: string }> = [
    ...geometry.floors.map((floor) => ({ value: floor.floor, label: floor.title })),
    { value: 'all', label: 'All floors' },
  ];

  /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- the 3D
     viewport is an application widget: it takes the arrow keys and drags, so it is focusable and listens to them */
  return (
    <div className={styles.viewer}>
      <div className={styles.controls}>
        <div role="group" aria-label="View" className={styles.modes}>
          {(['orbit', 'walk'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.choice}
              aria-pressed={view.mode === mode}
              onClick={() => setView((current) => withMode(current, geometry, mode))}
            >
              {mode === 'orbit' ? 'Orbit' : 'Walk'}
            </button>
          ))}
        </div>
        {view.mode === 'walk' && (up || down) ? (
          <div role="group" aria-label="Stairs" className={styles.modes}>
            {up ? (
              <button type="button" className={styles.choice} onClick={() => setView(up)}>
                Go upstairs
              </button>
            ) : null}
            {down ? (
              <button type="button" className={styles.choice} onClick={() => setView(down)}>
                Go downstairs
              </button>
            ) : null}
          </div>
        ) : null}
        <fieldset className={styles.floors}>
          <legend>Floor</legend>
          {floorChoices.map((choice) => (
            <label key={choice.value} className={styles.floorChoice}>
              <input
                type="radio"
                name={floorGroup}
                checked={view.floor === choice.value}
                onChange={() => setView((current) => withFloor(current, geometry, choice.value))}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div
        ref={viewportRef}
        className={styles.viewport}
        role="application"
        aria-roledescription="3D view"
        aria-label={`${planName} in 3D`}
        aria-describedby={instructionsId}
        tabIndex={0}
        data-mode={view.mode}
        data-floor={String(view.floor)}
        data-camera={cameraAttribute(view)}
        data-webgl={webgl}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      </div>
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <p id={instructionsId} className={styles.instructions}>
        {`${INSTRUCTIONS[view.mode]} Click or tab to the view first.`}
      </p>
      <p aria-live="polite" className={styles.description} data-testid="plan-3d-description">
        {describeView(view, geometry)}
      </p>
    </div>
  );
}

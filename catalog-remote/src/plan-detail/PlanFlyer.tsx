import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { STORE_NAME } from 'contracts/src/business/storeName';
import { FOUNDATIONS, labelOf } from 'contracts/src/catalog/codeTables';
import { formatPrice, type PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { Button, useFocusTrap } from 'shared-ui';
import { FactList, type Fact } from './FactList';
import { feet } from './factValues';
import { planPictures } from './planPictures';
import { QrCodeSvg } from './qrCodeSvg';
import styles from './PlanFlyer.module.css';

/** The flyer shows the elevation and at most this many floor plans: one printed page. */
const FLYER_FLOOR_PLANS = 2;
/** Set on <html> while the flyer is open: the print style sheet then prints the flyer alone. */
export const FLYER_PRINT_MODE = 'flyer';

interface PlanFlyerProps {
  plan: PlanDetail;
  /** Print as soon as the flyer's pictures are in (the Print button), and close after. */
  printOnOpen: boolean;
  onClose: () => void;
}

function BrandMark() {
  return (
    <svg className={styles.flyerLogo} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 11 12 3l9 8" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </svg>
  );
}

/** Resolves once every picture of `container` has loaded or failed: printed before, they would be blank. */
function picturesLoaded(container: HTMLElement): Promise<void> {
  const waiting = Array.from(container.querySelectorAll('img'))
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.all(waiting).then(() => undefined);
}

/**
 * The plan's one-page flyer: the store's logo and contact, the plan's name, number and price, its elevation and
 * floor plans, its key facts, and its address as a QR code. Shown over the page (with Print and Close, which are not
 * printed); while it is open the print style sheet prints it alone, without the page and its buttons. Its own chunk
 * with the QR code library, loaded when the shopper asks for the flyer.
 */
export default function PlanFlyer({ plan, printOnOpen, onClose }: PlanFlyerProps) {
  const titleId = useId();
  const screenRef = useRef<HTMLDivElement>(null);
  const flyerRef = useRef<HTMLElement>(null);
  const url = new URL(`/property/${encodeURIComponent(plan._id)}`, window.location.origin).href;
  const pictures = planPictures(plan);
  const elevation = plan.main_images.length > 0 ? pictures[0] : undefined;
  const floorPlans = pictures.slice(plan.main_images.length, plan.main_images.length + FLYER_FLOOR_PLANS);

  useFocusTrap(screenRef, true);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.printMode = FLYER_PRINT_MODE;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      delete root.dataset.printMode;
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const flyer = flyerRef.current;
    if (!printOnOpen || !flyer) return;
    let live = true;
    void picturesLoaded(flyer).then(() => {
      if (!live) return;
      window.addEventListener('afterprint', onClose, { once: true });
      window.print();
    });
    return () => {
      live = false;
      window.removeEventListener('afterprint', onClose);
    };
  }, [printOnOpen, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const facts: Fact[] = [
    ['Sq Ft', formatWholeNumber(plan.sq_ft)],
    ['Beds', String(plan.beds)],
    ['Baths', String(plan.baths)],
    ['Stories', String(plan.story)],
    ['Garage', plan.cars === 0 ? 'None' : `${plan.cars}-car`],
    ['Width', feet(plan.footprint_width)],
    ['Depth', feet(plan.footprint_depth)],
    ['Style', plan.plan_style_id.name],
    ['Foundation', labelOf(FOUNDATIONS, plan.different_foundation)],
  ];

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the flyer, as its Close button does
    <div
      ref={screenRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.flyerScreen}
      onKeyDown={onKeyDown}
    >
      <div className={styles.flyerToolbar}>
        <h2 id={titleId} className={styles.flyerToolbarTitle}>{`Flyer: ${plan.name}`}</h2>
        <Button onClick={() => window.print()}>Print flyer</Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <article ref={flyerRef} className={styles.flyer} aria-label={`Flyer of ${plan.name}`}>
        <div className={styles.flyerBrand}>
          <p className={styles.flyerStore}>
            <BrandMark />
            <span>{STORE_NAME}</span>
          </p>
          <address className={styles.flyerContact}>
            <span>{STORE_CONTACT.phone.label}</span>
            <span>{STORE_CONTACT.email.label}</span>
            <span>{STORE_CONTACT.addressLines.join(', ')}</span>
          </address>
        </div>
        <div className={styles.flyerHeading}>
          <h3 className={styles.flyerName}>{plan.name}</h3>
          <p>
            {plan.plan_number === null ? null : <span>{`Plan #${plan.plan_number}`}</span>}
            <span>{`Starts From ${formatPrice(plan.price)}`}</span>
          </p>
        </div>
        {elevation ? <img className={styles.flyerElevation} src={elevation.src} alt={elevation.alt} /> : null}
        <div className={styles.flyerBody}>
          <FactList facts={facts} className={styles.flyerFacts} label="Key facts" />
          <figure className={styles.flyerQr}>
            <QrCodeSvg text={url} label={`QR code: ${url}`} />
            <figcaption>{url}</figcaption>
          </figure>
        </div>
        {floorPlans.length > 0 ? (
          <div className={styles.flyerFloors}>
            {floorPlans.map((picture) => (
              <img key={picture.src} src={picture.src} alt={picture.alt} />
            ))}
          </div>
        ) : null}
      </article>
    </div>,
    document.body,
  );
}

import { Link } from 'react-router-dom';
import { formatPrice, type PlanSummary } from 'contracts/src/catalog/plan';
import { pictureSrcSet } from 'contracts/src/catalog/planPictures';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { FavoriteButton } from '../favorite-button/FavoriteButton';
import styles from './PlanCard.module.css';

/** The spec's card image box. */
export const CARD_IMAGE_WIDTH = 280;
export const CARD_IMAGE_HEIGHT = 250;

/** A card is the whole column on a phone, about 260 to 400 px in the grid on wider screens. */
const CARD_IMAGE_SIZES = '(max-width: 600px) 100vw, 320px';
/**
 * A phone's card (412 px at 1.75x would want 721) gets the 640 picture, not the 960: the first card's picture is the
 * list's largest paint on a phone, and 960 is twice the bytes on a slow network for little a card shows.
 */
const CARD_PICTURE_WIDTHS = [320, 640] as const;

interface PlanCardProps {
  plan: PlanSummary;
  /** The first card in view loads its image at once; the others when scrolled near. */
  eagerImage?: boolean;
  imageHeight?: number;
}

/** A plan in a list: picture, sizes, plan number, price, heart; the name and picture lead to the plan's page. */
export function PlanCard({ plan, eagerImage = false, imageHeight = CARD_IMAGE_HEIGHT }: PlanCardProps) {
  const image = plan.main_images[0];
  const srcSet = image ? pictureSrcSet(image, CARD_PICTURE_WIDTHS) : undefined;
  const href = `/property/${plan._id}`;
  return (
    <article className={styles.card} aria-label={plan.name}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            className={styles.image}
            src={image}
            srcSet={srcSet}
            sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={imageHeight}
            style={{ height: imageHeight }}
            loading={eagerImage ? 'eager' : 'lazy'}
            // The first card's picture is the list's largest paint: asked for before the page's other pictures, which
            // keep a low priority even on screen, so that they do not share a slow connection with it.
            fetchPriority={eagerImage ? 'high' : 'low'}
            // Painted with the page around it, not a frame later: it is the largest paint.
            decoding={eagerImage ? 'sync' : 'async'}
          />
        ) : (
          <span className={styles.placeholder} style={{ height: imageHeight }}>
            No picture yet
          </span>
        )}
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href}>{plan.name}</Link>
        </h3>
        <p className={styles.planNumber}>{plan.plan_number ? `#${plan.plan_number}` : 'N/A'}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Sq ft</dt>
            <dd>{formatWholeNumber(plan.sq_ft)}</dd>
          </div>
          <div>
            <dt>Beds</dt>
            <dd>{plan.beds}</dd>
          </div>
          <div>
            <dt>Baths</dt>
            <dd>{plan.baths}</dd>
          </div>
          <div>
            <dt>Story</dt>
            <dd>{plan.story}</dd>
          </div>
          <div>
            <dt>Cars</dt>
            <dd>{plan.cars}</dd>
          </div>
        </dl>
        <div className={styles.footer}>
          <p className={styles.price}>Starts From {formatPrice(plan.price ?? 0)}</p>
          <FavoriteButton planId={plan._id} planName={plan.name} liked={plan.is_liked} />
        </div>
      </div>
    </article>
  );
}

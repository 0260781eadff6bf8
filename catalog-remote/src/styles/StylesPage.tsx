import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { StyleGallery } from './StyleGallery';

/** /style and /styles: the Housing Styles gallery, every style. */
export default function StylesPage() {
  return (
    <section>
      <h1>Housing Styles</h1>
      <StyleGallery limit={ARCHITECTURAL_STYLES.length} />
    </section>
  );
}

import { StyleGallery } from './StyleGallery';
import { STYLES_PAGE_LIMIT } from './stylesPageLoad';

// What the server's render asks of this page (the shell's server renderer calls it before rendering the page).
export { load } from './stylesPageLoad';

/** /style and /styles: the Housing Styles gallery, every style. */
export default function StylesPage() {
  return (
    <section>
      <h1>Housing Styles</h1>
      <StyleGallery limit={STYLES_PAGE_LIMIT} />
    </section>
  );
}

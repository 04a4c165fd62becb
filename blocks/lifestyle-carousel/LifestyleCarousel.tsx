import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';

/** Spec 3, 2: where 'Ver más notas' leads, whatever section the carousel lists. */
export const LIFESTYLE_MORE = { label: 'Ver más notas', href: '/seccion/estilo-de-vida' };

/** The section's logo: a wordmark drawn in the page's fonts, so it needs no image request. */
function LifestyleLogo() {
  return (
    <h2 className="lifestyle-carousel__logo">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 8.3a4.3 4.3 0 0 1 7.5 2.5C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>Estilo de vida</span>
    </h2>
  );
}

/** Lifestyle stories under the section's logo, with 'Ver más notas' to /seccion/estilo-de-vida (spec 3, 2). */
export function LifestyleCarousel({ data }: BlockProps<Config, Data>) {
  return (
    <ArticleCarousel
      className="lifestyle-carousel"
      label="Estilo de vida"
      logo={<LifestyleLogo />}
      more={LIFESTYLE_MORE}
      items={data.items}
      serverSlides={data.items.length}
    />
  );
}

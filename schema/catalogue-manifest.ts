import type { SPEC_FIELDS } from '../runtime/fields';

/**
 * The catalogue of spec 3 (issue 13): each of its 64 block and component names, the block folder that builds it and
 * the spec 3, 3 config fields it takes, plus its 7 layouts. `catalogue-manifest.test.ts` holds every entry marked
 * `built` to it (in the registry with these fields, stories, a test, placed on a page config, template or layout)
 * and lists the rest: the catalogue is done when every status reads `built`.
 */
export type CatalogueStatus = 'built' | 'partial' | 'missing';
export type CatalogueFamily =
  'load-more' | 'carousel' | 'tv-video' | 'furniture' | 'utility' | 'page' | 'forums' | 'opinion' | 'galleries';

/** A config field of spec 3, 3 (`published` is every block's). */
export type SpecField = Exclude<(typeof SPEC_FIELDS)[number], 'published'>;

export interface CatalogueEntry {
  /** The spec's own words for it. */
  spec: string;
  family: CatalogueFamily;
  /** Its folder in blocks/ (also the block's name in page JSON). */
  block: string;
  /** The spec 3, 3 fields its config takes (`published` is every block's). */
  fields: SpecField[];
  status: CatalogueStatus;
  /** What a `partial` entry still lacks. */
  todo?: string;
}

const entry = (
  spec: string,
  family: CatalogueFamily,
  block: string,
  fields: SpecField[],
  status: CatalogueStatus,
  todo?: string,
): CatalogueEntry => ({ spec, family, block, fields, status, ...(todo ? { todo } : {}) });

export const catalogue: CatalogueEntry[] = [
  // Site furniture (issue 13, 4)
  entry(
    'Section head component (title, optional link, previous/next arrows)',
    'furniture',
    'section-head',
    ['title', 'link', 'isBlue', 'divider', 'hasIcon'],
    'built',
  ),
  entry('Magazine-site menu (toggle, date, ISSN 2954-8241, search box)', 'furniture', 'magazine-menu', [], 'built'),
  entry('Age gate (TENGO MÁS DE 18 AÑOS)', 'furniture', 'age-gate', [], 'built'),
  entry('Share-link builders and share buttons', 'furniture', 'share-buttons', ['url', 'title'], 'built'),
  entry('Label chips', 'furniture', 'label-chips', [], 'built'),
  entry('Countdown banner', 'furniture', 'countdown-banner', ['title', 'link'], 'built'),
  entry('Entrepreneurs landing page', 'furniture', 'entrepreneurs-landing', ['title', 'text', 'linkWhatsapp'], 'built'),
  // Utility blocks (issue 13, 5)
  entry('Iframe/HTML embed', 'utility', 'html-embed', ['url', 'title'], 'built'),
  entry('Raw HTML block', 'utility', 'raw-html', ['addClass'], 'built'),
  entry('Redirect block', 'utility', 'redirect', ['url'], 'built'),
  entry('Hidden title heading', 'utility', 'hidden-title', ['title'], 'built'),
  entry('Dark theme switch', 'utility', 'dark-theme', ['addClass'], 'built'),
  entry('Ad slots (sticky bottom anchor, interstitial, pre-home)', 'utility', 'ad-slot', [], 'built'),
  entry('Mid-article recommendation widget', 'utility', 'recommendation-widget', [], 'built'),
  entry('Chatbot page', 'utility', 'chatbot', ['url', 'title'], 'built'),
  entry('Advanced search page', 'utility', 'advanced-search', ['title', 'text'], 'built'),
  entry('Debug page', 'utility', 'debug-page', [], 'built'),
  entry('Account page block', 'utility', 'account-page', [], 'built'),
  // Pages, grids and site chrome
  entry('Footer', 'page', 'site-footer', [], 'built'),
  entry('Newsletter block', 'page', 'newsletter-signup', [], 'built'),
  entry('Date archive page', 'page', 'date-archive', ['feedSize'], 'built'),
  entry(
    'Article-card grid by section (Más contenido)',
    'page',
    'article-card-grid',
    ['title', 'section', 'customSection', 'feedSize', 'offSet', 'videos'],
    'built',
  ),
  entry(
    'Latest-articles grid (Cargar más artículos)',
    'load-more',
    'latest-articles-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Section-more grid (Ver más contenido)',
    'load-more',
    'section-more-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Section grid (Cargar más notas)',
    'load-more',
    'section-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry('Section page hidden heading', 'page', 'section-heading', ['section'], 'built'),
  // Load-more family (issue 13, 1)
  entry(
    'Paged promo lists (Cargar más)',
    'load-more',
    'load-more-list',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry('Galleries grid', 'galleries', 'galleries-grid', ['title', 'section', 'feedSize', 'offSet'], 'built'),
  entry(
    'Special-report block (Ver el especial)',
    'load-more',
    'special-report',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Cartoons grid (VER MÁS CARICATURAS)',
    'load-more',
    'cartoons-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Collection-based gallery (load more adds 6)',
    'galleries',
    'collection-gallery',
    ['collectionId', 'title', 'link', 'feedSize'],
    'built',
  ),
  entry('Videos list (12, then 8)', 'load-more', 'tv-video-list', ['section', 'title', 'feedSize'], 'built'),
  entry('{product} author page', 'opinion', 'product-author-page', ['feedSize'], 'built'),
  // Carousels (issue 13, 2)
  entry('Full-width hero slider', 'carousel', 'hero-slider', ['collectionId', 'feedSize'], 'built'),
  entry(
    'Hero carousel with arrows (10)',
    'carousel',
    'hero-carousel',
    ['section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Video carousel',
    'carousel',
    'video-carousel',
    ['title', 'link', 'section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Lifestyle carousel',
    'carousel',
    'lifestyle-carousel',
    ['section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    "Carousel with a configurable 'Ver más notas' link and two partner logos",
    'carousel',
    'partner-carousel',
    ['title', 'link', 'section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Dark carousel',
    'carousel',
    'dark-carousel',
    ['title', 'link', 'section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Gallery carousel (White or Dark)',
    'galleries',
    'gallery-carousel',
    ['title', 'link', 'background', 'section', 'collectionId', 'feedSize'],
    'built',
  ),
  entry('Related-articles carousel', 'carousel', 'related-articles-carousel', ['title'], 'built'),
  entry(
    'Economy capsules block',
    'carousel',
    'economy-capsules',
    ['title', 'section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    'Promo carousels',
    'carousel',
    'promo-carousel',
    ['title', 'link', 'section', 'collectionId', 'feedSize', 'offSet'],
    'built',
  ),
  entry('Multimedia gallery', 'galleries', 'multimedia-gallery', ['galleryId', 'feedSize'], 'built'),
  entry('Slider', 'galleries', 'slider', ['title', 'link', 'section', 'collectionId', 'feedSize'], 'built'),
  entry(
    'Secondary slider',
    'galleries',
    'secondary-slider',
    ['title', 'link', 'section', 'collectionId', 'feedSize'],
    'built',
  ),
  entry('Candidates carousel', 'carousel', 'candidates-carousel', ['section'], 'built'),
  entry('{product} footer', 'carousel', 'product-footer', [], 'built'),
  entry(
    '{product} articles carousel',
    'carousel',
    'product-articles-carousel',
    ['title', 'link', 'section', 'feedSize'],
    'built',
  ),
  entry(
    '{product} videos carousel',
    'carousel',
    'product-videos-carousel',
    ['title', 'link', 'section', 'feedSize'],
    'built',
  ),
  entry('{product} hero slider', 'carousel', 'product-hero-carousel', ['collectionId'], 'built'),
  // Opinion
  entry(
    "Opinion carousels ('VER MÁS OPINIONES')",
    'opinion',
    'opinion-carousel',
    ['title', 'section', 'link'],
    'built',
  ),
  entry('Author opinion carousel', 'opinion', 'author-opinion-carousel', ['title', 'section'], 'built'),
  entry('Rural opinion carousel', 'opinion', 'rural-opinion-carousel', ['title', 'section'], 'built'),
  // Forums
  entry(
    "Next-forums carousel ('Más información')",
    'forums',
    'next-forums-carousel',
    ['title', 'section', 'feedSize'],
    'built',
  ),
  entry('Forums hero gallery', 'forums', 'forums-hero-gallery', ['section', 'feedSize'], 'built'),
  entry(
    "'FOROS ANTERIORES' grid",
    'forums',
    'forums-previous-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    "'MOMENTOS IMPERDIBLES' video grid",
    'forums',
    'forums-moments-grid',
    ['title', 'section', 'feedSize', 'offSet'],
    'built',
  ),
  entry(
    "Related videos carousel ('Esto dijo...')",
    'forums',
    'related-videos-carousel',
    ['title', 'link', 'section'],
    'built',
  ),
  // TV and video (issue 13, 3)
  entry('TV sub-menu', 'tv-video', 'tv-menu', [], 'built'),
  entry('TV-week landing block', 'tv-video', 'tv-week-landing', ['section', 'autorIds', 'categorias'], 'built'),
  entry(
    'TV category and home listings (10 per category)',
    'tv-video',
    'tv-sections',
    ['feedSize', 'categorias'],
    'built',
  ),
  entry('Video section page', 'tv-video', 'video-section-page', ['section', 'feedSize'], 'built'),
  entry(
    "Journalist video page ('Otros Periodistas', 'Otros videos')",
    'tv-video',
    'journalist-video-page',
    ['authorId', 'autorIds'],
    'built',
  ),
];

export { catalogueLayouts, type LayoutEntry } from './catalogue-layouts';

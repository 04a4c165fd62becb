import type { BlockProps } from '../../runtime/define-block';
import { CARD_FIELDS } from '../../ui/card-item';
import { ProductCardCarousel } from '../../ui/product/ProductCardCarousel';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

export const DEFAULT_TV_SECTION = 'virales';
export const PRODUCT_VIDEO_FIELDS = CARD_FIELDS;

/** `/{brand-slug}-tv/{rest}`: the brand's TV section the source lists. */
export const brandTvSection = (site: string, rest: string) => `/${site}-tv/${rest}`;

/** The {product} brand's videos carousel (spec 3): a play icon on each teaser, the title leading to its TV page. */
export function ProductVideosCarousel({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <ProductCardCarousel
      className="product-videos-carousel"
      title={config.title ?? 'Videos'}
      titleHref={safeLink(config.link) ?? `${brandTvSection(ctx.site.slug, data.section)}/`}
      items={data.items}
      video
    />
  );
}

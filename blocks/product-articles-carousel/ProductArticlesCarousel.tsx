import type { BlockProps } from '../../runtime/define-block';
import { sectionLanding } from '../../ui/CardGrid';
import { CARD_FIELDS } from '../../ui/card-item';
import { ProductCardCarousel } from '../../ui/product/ProductCardCarousel';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** What a slide shows: link, headline, kicker and picture. */
export const PRODUCT_CAROUSEL_FIELDS = CARD_FIELDS;

/** The {product} brand's articles carousel (spec 3): its section's newest stories, titled with the brand's name. */
export function ProductArticlesCarousel({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <ProductCardCarousel
      className="product-articles-carousel"
      title={config.title ?? ctx.site.name}
      titleHref={safeLink(config.link) ?? sectionLanding(data.section)}
      items={data.items}
    />
  );
}

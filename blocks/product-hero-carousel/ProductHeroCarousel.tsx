import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Carousel } from '../../ui/Carousel';
import { Image } from '../../ui/Image';
import { truncateHeadline } from '../../ui/format/truncate';
import type { Config, Data } from './config';

/** Spec 3, 9: the {product} hero slider shows 3 items. */
export const PRODUCT_HERO_SIZE = 3;
/** What a slide shows: link, headline, section and picture. */
export const PRODUCT_HERO_FIELDS = 'canonical_url,headlines.basic,promo_items.basic,taxonomy.primary_section';

/** The {product} hero slider (spec 3): three looping slides, headline and section over the picture, dots and arrows. */
export function ProductHeroCarousel({ data, ctx }: BlockProps<Config, Data>) {
  const slides = useMemo(
    () =>
      data.items.map((item, i) => (
        <a className="product-hero__slide" href={item.url} key={item.url}>
          {/* The first slide is the page's largest picture: load it first. */}
          <Image image={item.image} sizes="(min-width: 1200px) 1200px, 100vw" priority={i === 0} />
          <span className="product-hero__caption">
            {item.section && <span className="product-hero__kicker">{item.section}</span>}
            <span className="product-hero__headline">{truncateHeadline(item.headline)}</span>
          </span>
        </a>
      )),
    [data.items],
  );
  return (
    <section className="product-hero">
      <Carousel slides={slides} label={`Destacados de ${ctx.site.name}`} loop pagination arrows />
    </section>
  );
}

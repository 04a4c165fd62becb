import type { BlockProps } from '../../runtime/define-block';
import { ServerHtml } from '../../runtime/server-html';
import { Carousel } from '../../ui/Carousel';
import { Image } from '../../ui/Image';
import { truncateHeadline } from '../../ui/format/truncate';
import type { Config, Data } from './config';

/** Full-width looping hero slider: headline over the image, dot pagination, autoplay (spec 3, 2). */
export function HeroSlider({ data }: BlockProps<Config, Data>) {
  // Static slides: on hydration they keep the server's markup, so the island ships stand-ins (`withCardStandIns`).
  const slides = data.items.map((item, i) => (
    <ServerHtml key={i}>
      <a className="hero-slider__slide" href={item.url}>
        {/* The first slide is the page's largest image: load it first. */}
        <Image
          className="hero-slider__image"
          image={item.image}
          sizes="(min-width: 1200px) 1200px, 100vw"
          priority={i === 0}
        />
        <h2 className="hero-slider__headline">{truncateHeadline(item.headline)}</h2>
      </a>
    </ServerHtml>
  ));
  return (
    <section className="hero-slider">
      <Carousel slides={slides} label="Noticias destacadas" loop pagination autoplay />
    </section>
  );
}

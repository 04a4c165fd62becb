import type { BlockProps } from '../../runtime/define-block';
import { BlockTitle } from '../../ui/BlockTitle';
import { Image } from '../../ui/Image';
import { Slider as SliderCarousel } from '../../ui/Slider';
import { truncateHeadline } from '../../ui/format/truncate';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** A looping slider of 8 to 12 stories, one at a time, the headline over the picture (spec 3, 2 and 9). */
export function Slider({ config, data }: BlockProps<Config, Data>) {
  const slides = data.items.map((item) => (
    <a className="slider__slide" href={item.url} key={item.url}>
      <Image className="slider__image" image={item.image} sizes="(min-width: 1200px) 1200px, 100vw" />
      <h3 className="slider__headline">{truncateHeadline(item.headline)}</h3>
    </a>
  ));
  return (
    <section className="slider">
      <BlockTitle className="slider__title" title={config.title} link={safeLink(config.link)} />
      <SliderCarousel slides={slides} label={config.title ?? 'Notas destacadas'} />
    </section>
  );
}

import type { BlockProps } from '../../runtime/define-block';
import { BlockTitle } from '../../ui/BlockTitle';
import { Card } from '../../ui/Card';
import { Slider } from '../../ui/Slider';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** Cards are a third of the slider wide on wide screens, the whole width on narrow ones. */
const CARD_SIZES = '(min-width: 1024px) 400px, 100vw';
/** Room between the cards, in px. */
const GAP = 16;

/**
 * A looping slider of 8 to 12 story cards, three in view on wide screens (spec 3, 2). Its padding (spec 3, 9: 30 and
 * 16 above 1024 px, else 14 and 10) is in secondary-slider.css.
 */
export function SecondarySlider({ config, data }: BlockProps<Config, Data>) {
  const slides = data.items.map((item) => <Card key={item.url} item={item} sizes={CARD_SIZES} />);
  return (
    <section className="secondary-slider">
      <BlockTitle className="secondary-slider__title" title={config.title} link={safeLink(config.link)} />
      <Slider slides={slides} label={config.title ?? 'Más notas'} slidesPerViewWide={3} spaceBetween={GAP} />
    </section>
  );
}

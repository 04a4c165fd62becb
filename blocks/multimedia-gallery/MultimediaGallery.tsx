import type { BlockProps } from '../../runtime/define-block';
import { BlockTitle } from '../../ui/BlockTitle';
import { Image } from '../../ui/Image';
import { Slider } from '../../ui/Slider';
import { GalleryCaption } from '../gallery-slider/GalleryCaption';
import { slideImage } from '../gallery-slider/slide-image';
import type { Config, Data } from './config';

/** The pictures of a gallery in a looping slider with dots and arrows, under its headline (spec 3, 2). */
export function MultimediaGallery({ data }: BlockProps<Config, Data>) {
  const slides = data.items.map((slide, i) => (
    <figure className="multimedia-gallery__slide" key={slide.id ?? slide.url ?? i}>
      <Image image={slideImage(slide)} sizes="(min-width: 1024px) 960px, 100vw" />
      <GalleryCaption slide={slide} />
    </figure>
  ));
  return (
    <section className="multimedia-gallery">
      <BlockTitle className="multimedia-gallery__title" title={data.title} link={data.url} />
      <Slider slides={slides} label={`Galería: ${data.title}`} />
    </section>
  );
}

import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Carousel } from '../../ui/Carousel';
import type { CarouselAuthor, Config, Data } from './config';

/** Spec 1, 9: the carousel gets arrows only above this many authors. */
export const AUTHORS_ARROWS_ABOVE = 7;
/** Authors side by side once it scrolls: four fit a phone, and a sliding row of four reads on desktop too. */
const PER_VIEW = 4;

function Author({ author }: { author: CarouselAuthor }) {
  const content = (
    <>
      {author.image ? (
        // Decorative: the byline beside it names the author.
        <img className="authors-carousel__avatar" src={author.image} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="authors-carousel__avatar authors-carousel__avatar--initial" aria-hidden="true">
          {author.byline.charAt(0)}
        </span>
      )}
      <span className="authors-carousel__byline">{author.byline}</span>
    </>
  );
  return author.url ? (
    <a className="authors-carousel__author" href={author.url}>
      {content}
    </a>
  ) : (
    <div className="authors-carousel__author">{content}</div>
  );
}

/** Avatar and byline of each author (spec 1, 2.4); a sliding row with arrows only above 7 authors. */
export function AuthorsCarousel({ data }: BlockProps<Config, Data>) {
  const slides = useMemo(() => data.items.map((a) => <Author key={a.id} author={a} />), [data.items]);
  const sliding = data.items.length > AUTHORS_ARROWS_ABOVE;
  return (
    <section className="authors-carousel" aria-label="Autores">
      {sliding ? (
        <Carousel slides={slides} label="Autores" arrows slidesPerView={PER_VIEW} spaceBetween={12} />
      ) : (
        <ul className="authors-carousel__list">
          {slides.map((slide, i) => (
            <li key={data.items[i].id}>{slide}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

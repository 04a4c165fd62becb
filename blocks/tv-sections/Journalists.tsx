import { useId } from 'react';
import type { TvJournalist } from './journalists';

/** A heading and the journalists' avatars and bylines, each linking to their video page. */
export function Journalists({ title, items }: { title: string; items: TvJournalist[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="tv-journalists" aria-labelledby={titleId}>
      <h2 className="tv-journalists__title" id={titleId}>
        {title}
      </h2>
      <ul className="tv-journalists__list">
        {items.map((journalist) => (
          <li key={journalist.id}>
            <a className="tv-journalists__journalist" href={journalist.url}>
              {journalist.image ? (
                // Decorative: the byline beside it names the journalist.
                <img
                  className="tv-journalists__avatar"
                  src={journalist.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
              ) : (
                <span className="tv-journalists__avatar tv-journalists__avatar--initial" aria-hidden="true">
                  {journalist.byline.charAt(0)}
                </span>
              )}
              <span className="tv-journalists__byline">{journalist.byline}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

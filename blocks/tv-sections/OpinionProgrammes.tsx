import { useId } from 'react';
import { Image } from '../../ui/Image';
import type { OpinionProgramme } from './opinion-programmes';
import { PlayIcon } from './VideoCard';

/** 'Programas de Opinión': each programme's newest picture with a play icon and its name, linking to its page. */
export function OpinionProgrammes({ items }: { items: OpinionProgramme[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="tv-opinion" aria-labelledby={titleId}>
      <h2 className="tv-opinion__title" id={titleId}>
        Programas de Opinión
      </h2>
      <ul className="tv-opinion__list">
        {items.map((programme) => (
          <li key={programme.url}>
            {/* Named by the programme: the picture is its latest video's, not the programme. */}
            <a className="tv-opinion__programme" href={programme.url} aria-label={programme.title}>
              <span className="tv-video-card__media">
                {programme.video ? (
                  <Image
                    className="tv-video-card__image"
                    image={programme.video.image}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                  />
                ) : (
                  <span className="tv-opinion__blank" />
                )}
                <PlayIcon />
              </span>
              <span className="tv-opinion__name">{programme.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

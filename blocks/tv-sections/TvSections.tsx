import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { VideoGrid } from './VideoGrid';

/** A TV index page: each programme (or category) as a heading linking to its page, with its newest videos. */
export function TvSections({ data }: BlockProps<Config, Data>) {
  // Spec 3, 1: no rows, no block (not a message); a row without videos keeps only its heading link.
  if (data.items.length === 0) return null;
  return (
    <section className="tv-sections">
      <h1 className="tv-sections__title">{data.heading}</h1>
      <ol className="tv-sections__list">
        {data.items.map((row) => (
          <li key={row.url} className="tv-sections__row">
            <h2 className="tv-sections__name">
              <a href={row.url}>{row.title}</a>
            </h2>
            {row.videos.length > 0 && <VideoGrid items={row.videos} label={row.title} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

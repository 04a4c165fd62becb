import type { BlockProps } from '../../runtime/define-block';
import { ServerHtml } from '../../runtime/server-html';
import type { CardItem } from '../../ui/card-item';
import { Journalists } from '../tv-sections/Journalists';
import { OpinionProgrammes } from '../tv-sections/OpinionProgrammes';
import { TvCarousel } from '../tv-sections/TvCarousel';
import { VideoCard } from '../tv-sections/VideoCard';
import type { Config, Data } from './config';

/** A row of programme links (the landing's share of the TV menu). */
function ProgrammeLinks({ label, items }: { label: string; items: Data['menu']['top'] }) {
  if (items.length === 0) return null;
  return (
    <nav className="tv-week-landing__programmes" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The hero promo (large, play icon, linking to the video's article) and the four videos beside it. */
function Hero({ items }: { items: CardItem[] }) {
  const [first, ...rest] = items;
  if (!first) return null;
  return (
    <div className="tv-week-landing__hero">
      <VideoCard item={first} size="large" priority headingLevel={2} sizes="(min-width: 1024px) 66vw, 100vw" />
      {rest.length > 0 && (
        <ul className="tv-week-landing__beside">
          {rest.map((item) => (
            <li key={item.url}>
              <VideoCard item={item} sizes="(min-width: 1024px) 16vw, 50vw" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Spec 3, TV-week landing: hero promo, the journalists, the news programme's carousel, the opinion programmes, and
 * one carousel per configured category; even- and odd-indexed category carousels alternate layout and background.
 */
export function TvWeekLanding({ data, ctx }: BlockProps<Config, Data>) {
  // Only the carousels need JavaScript: the rest keeps the server's markup on hydration (see `islandData`).
  return (
    <div className="tv-week-landing">
      <h1 className="tv-week-landing__title">{ctx.site.name} TV</h1>
      <ServerHtml>
        <ProgrammeLinks label="Programas destacados" items={data.menu.top} />
        <Hero items={data.hero} />
        <Journalists title="Periodistas" items={data.journalists} />
        <ProgrammeLinks label="Más programas" items={data.menu.after} />
      </ServerHtml>
      {data.news.items.length > 0 && (
        <TvCarousel {...data.news} layout="wide" background="dark" className="tv-week-landing__news" />
      )}
      <ServerHtml>
        <OpinionProgrammes items={data.opinion} />
      </ServerHtml>
      {data.categories.map((row, i) => (
        <TvCarousel
          key={row.url}
          {...row}
          layout={i % 2 === 0 ? 'wide' : 'compact'}
          background={i % 2 === 0 ? 'dark' : 'light'}
          className={`tv-week-landing__category tv-week-landing__category--${i % 2 === 0 ? 'even' : 'odd'}`}
        />
      ))}
    </div>
  );
}

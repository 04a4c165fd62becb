import type { BlockProps } from '../../runtime/define-block';
import { formatLongDateTime } from '../../ui/format/dates';
import { Figure } from '../article-body/Figure';
import type { BylineAuthor } from './byline';
import type { Config, Data } from './config';

/** Google News is where readers follow a publication for Discover; an outside link, nothing more. */
export const GOOGLE_DISCOVER_URL = 'https://news.google.com/';

function Byline({ authors, affiliation }: { authors: BylineAuthor[]; affiliation?: string }) {
  return (
    <p className="article-header__byline">
      <span className="visually-hidden">Por </span>
      {authors.map((author, i) => (
        <span key={`${i}-${author.name}`} className="article-header__author">
          {i > 0 && ', '}
          {/* Decorative: the name beside it says who it is. */}
          {author.photo && (
            <img className="article-header__author-photo" src={author.photo} alt="" width={32} height={32} />
          )}
          {author.url ? <a href={author.url}>{author.name}</a> : author.name}
        </span>
      ))}
      {affiliation && <span className="article-header__affiliation"> · {affiliation}</span>}
    </p>
  );
}

export function ArticleHeader({ data, ctx }: BlockProps<Config, Data>) {
  return (
    <header className="article-header">
      {data.kicker && <p className="article-header__kicker">{data.kicker}</p>}
      <h1 className="article-header__headline">{data.headline}</h1>
      {data.subheadline && <p className="article-header__subheadline">{data.subheadline}</p>}
      <a className="article-header__discover" href={GOOGLE_DISCOVER_URL} target="_blank" rel="noopener">
        Síguenos en Google Discover
      </a>
      <div className="article-header__meta">
        {data.authors.length > 0 && <Byline authors={data.authors} affiliation={data.affiliation} />}
        <time className="article-header__date" dateTime={data.publishDate}>
          {formatLongDateTime(data.publishDate, ctx.site.timezone)}
        </time>
        {data.copyright && <p className="article-header__copyright">{data.copyright}</p>}
      </div>
      {data.lead && !data.leadIsVideo && (
        <Figure {...data.lead} className="article-header__lead" priority sizes="(min-width: 1024px) 800px, 100vw" />
      )}
    </header>
  );
}

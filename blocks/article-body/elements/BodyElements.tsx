import type { JSX } from 'react';
import { Figure } from '../Figure';
import { safeHtml } from '../safe-html';
import { Embed, Html, Pdf, VideoFacade } from './EmbedElements';
import { Ad, Gallery, InterstitialLink, LinkList, Player, Recommendations, Time, type AdOptions } from './RichElements';
import type { Alignment, BodyElement, BodyElementOf, ListElement } from './types';
import { StreamPlayer } from '../../../ui/video/StreamPlayer';

/** Editor HTML, reduced by the allowlist before it reaches the page. */
const html = (content: string) => ({ __html: safeHtml(content) });
const aligned = (base: string, alignment?: Alignment) =>
  alignment ? `${base} article-body__align-${alignment}` : base;

function Text({ el }: { el: BodyElementOf<'text'> }) {
  return <p className={aligned('article-body__text', el.alignment)} dangerouslySetInnerHTML={html(el.html)} />;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function Header({ el }: { el: BodyElementOf<'header'> }) {
  const Tag = HEADINGS[el.level - 1];
  return <Tag className={aligned('article-body__header', el.alignment)} dangerouslySetInnerHTML={html(el.html)} />;
}

function ImageElement({ el }: { el: BodyElementOf<'image'> }) {
  return <Figure {...el} className="article-body__image" sizes="(min-width: 1024px) 800px, 100vw" />;
}

function Quote({ el }: { el: BodyElementOf<'quote'> }) {
  return (
    <figure className="article-body__quote">
      <blockquote>
        {el.paragraphs.map((p, i) => (
          <p key={i} dangerouslySetInnerHTML={html(p)} />
        ))}
      </blockquote>
      {el.citation && <figcaption dangerouslySetInnerHTML={html(el.citation)} />}
    </figure>
  );
}

function List({ el }: { el: ListElement }) {
  const Tag = el.ordered ? 'ol' : 'ul';
  return (
    <Tag className="article-body__list">
      {el.items.map((item, i) =>
        item.list ? (
          <li key={i}>
            <List el={item.list} />
          </li>
        ) : (
          <li key={i} dangerouslySetInnerHTML={html(item.html)} />
        ),
      )}
    </Tag>
  );
}

function Table({ el }: { el: BodyElementOf<'table'> }) {
  return (
    <div className="article-body__table">
      <table>
        {el.header.length > 0 && (
          <thead>
            <tr>
              {el.header.map((cell, i) => (
                <th key={i} scope="col" dangerouslySetInnerHTML={html(cell)} />
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {el.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} dangerouslySetInnerHTML={html(cell)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Correction({ el }: { el: BodyElementOf<'correction'> }) {
  return (
    <aside className="article-body__correction">
      <strong>{el.label}:</strong> <span dangerouslySetInnerHTML={html(el.html)} />
    </aside>
  );
}

function Stream({ el }: { el: BodyElementOf<'stream'> }) {
  return (
    <figure className="article-body__stream">
      <StreamPlayer video={el.video} className="article-body__stream-player" />
      <figcaption>{el.video.title}</figcaption>
    </figure>
  );
}

type Renderers = {
  [T in BodyElement['type']]: (props: { el: BodyElementOf<T>; ads: AdOptions }) => JSX.Element;
};

const renderers: Renderers = {
  text: Text,
  header: Header,
  image: ImageElement,
  quote: Quote,
  list: List,
  divider: () => <hr className="article-body__divider" />,
  table: Table,
  code: ({ el }) => (
    <pre className="article-body__code">
      <code>{el.code}</code>
    </pre>
  ),
  time: Time,
  gallery: Gallery,
  pdf: Pdf,
  video: VideoFacade,
  stream: Stream,
  correction: Correction,
  html: Html,
  embed: Embed,
  link_list: LinkList,
  interstitial_link: InterstitialLink,
  ad: Ad,
  player: Player,
  recommendations: Recommendations,
};

export function BodyElementView({ el, ads }: { el: BodyElement; ads: AdOptions }) {
  const Render = renderers[el.type] as (props: { el: BodyElement; ads: AdOptions }) => JSX.Element;
  return <Render el={el} ads={ads} />;
}

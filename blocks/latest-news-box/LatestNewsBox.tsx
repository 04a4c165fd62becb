import { useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/** 'Encuentra aquí lo último en {brand}': five items, collapsible on mobile. */
export function LatestNewsBox({ data, ctx }: BlockProps<Config, Data>) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="latest-news" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="latest-news__title">
        Encuentra aquí lo último en {ctx.site.name}
      </h2>
      {/* Collapsed on mobile by CSS (data-open), so the HTML is the same for every reader. */}
      <ol className="latest-news__list" data-open={open}>
        {data.items.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.title}</a>
            {item.date && (
              <time className="latest-news__time" dateTime={item.date.iso}>
                {item.date.text}
              </time>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="latest-news__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'LEER MENOS' : 'LEER MÁS'}
      </button>
    </aside>
  );
}

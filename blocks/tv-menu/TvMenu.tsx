import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/** Spec 3, TV: the item whose path equals the current path (no query string) is highlighted and scrolled to. */
export function TvMenu({ data, ctx }: BlockProps<Config, Data>) {
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Only the menu's own horizontal scroll moves: 'nearest' keeps the page where it is.
    active.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <nav className="tv-menu" aria-label={`${ctx.site.name} TV`}>
      <ul className="tv-menu__list">
        {data.items.map((item) => {
          const current = item.link === ctx.path;
          return (
            <li key={item.link}>
              <a
                ref={current ? active : undefined}
                className="tv-menu__link"
                href={item.link}
                aria-current={current ? 'page' : undefined}
              >
                {item.text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { formatLongDate } from '../../ui/format/dates';
import { magazineSections, type MenuItem } from './magazine-sections';
import type { Config } from './config';

function Links({ items, className }: { items: MenuItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.link}>
          <a href={item.link}>{item.text}</a>
          {item.children && <Links items={item.children} className="magazine-menu__sub" />}
        </li>
      ))}
    </ul>
  );
}

/** The men's magazine menu: its sections in a bar, and a toggle opening the full menu with the date and ISSN. */
export function MagazineMenu({ ctx }: BlockProps<Config, null>) {
  // Today's date is read when the reader opens the menu: the cached HTML may be older than today.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null;
  const toggle = () => setOpenedOn(open ? null : formatLongDate(Date.now(), ctx.site.timezone));
  return (
    <nav className="magazine-menu" aria-label={`Secciones de ${ctx.site.name}`}>
      <button
        type="button"
        className="magazine-menu__toggle"
        aria-expanded={open}
        aria-controls="magazine-menu-panel"
        onClick={toggle}
      >
        {open ? 'Cerrar menú' : 'Menú'}
      </button>
      <Links items={magazineSections.map(({ text, link }) => ({ text, link }))} className="magazine-menu__bar" />
      <div id="magazine-menu-panel" className="magazine-menu__panel" hidden={!open}>
        {open && <p className="magazine-menu__date">{openedOn}</p>}
        <form className="magazine-menu__search" action="/buscador/" method="get" role="search">
          <input type="search" name="q" aria-label="Buscar en el sitio" placeholder="Buscar" maxLength={100} />
          <button type="submit">Buscar</button>
        </form>
        <Links items={magazineSections} className="magazine-menu__all" />
        {ctx.site.issn && <p className="magazine-menu__issn">ISSN {ctx.site.issn}</p>}
      </div>
    </nav>
  );
}

import type { SiteProps } from '../../contracts/site-schema';
import { NavLink } from './NavLink';
import { MENU_PART } from './use-dismiss';

interface MoreMenuProps {
  id: string;
  open: boolean;
  links: SiteProps['navigation']['more'];
  path: string;
}

/** The 'Más' dropdown: the sections that do not fit the main bar (spec 1, 2.3). */
export function MoreMenu({ id, open, links, path }: MoreMenuProps) {
  return (
    <div id={id} className="site-header__more" hidden={!open} {...MENU_PART}>
      <ul className="site-header__more-links">
        {links.map((item) => (
          <li key={item.link}>
            <NavLink {...item} path={path} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { SocialLinks, type SocialNetwork } from '../../ui/icons/social';
import type { SiteProps } from '../../contracts/site-schema';
import { NavLink } from './NavLink';
import { MENU_PART } from './use-dismiss';

export const HAMBURGER_MENU_ID = 'site-header-menu';

/** Spec 1, 2.3 lists the hamburger menu's networks in this order. */
const MENU_NETWORKS: readonly SocialNetwork[] = ['youtube', 'tiktok', 'twitter', 'facebook', 'instagram'];

/** The full menu: every section, the social profiles and the ISSN (spec 1, 2.3). */
export function HamburgerMenu({ open, site, path }: { open: boolean; site: SiteProps; path: string }) {
  return (
    <div id={HAMBURGER_MENU_ID} className="site-header__menu" hidden={!open} {...MENU_PART}>
      <div className="site-header__menu-inner">
        <nav aria-label="Menú completo">
          <ul className="site-header__menu-links">
            {site.navigation.hamburger.map((item) => (
              <li key={`${item.link}-${item.text}`}>
                <NavLink {...item} path={path} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__menu-footer">
          <SocialLinks networks={MENU_NETWORKS} social={site.social} className="site-header__social" />
          <p className="site-header__issn">{`ISSN ${site.issn}`}</p>
        </div>
      </div>
    </div>
  );
}

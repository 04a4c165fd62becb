import { ChevronDownIcon } from '../../ui/icons/icons';
import type { SiteProps } from '../../contracts/site-schema';
import { MoreMenu } from './MoreMenu';
import { NavLink } from './NavLink';
import { MENU_PART } from './use-dismiss';

export const MORE_MENU_ID = 'site-header-more';

interface MainNavProps {
  navigation: SiteProps['navigation'];
  path: string;
  moreOpen: boolean;
  onToggleMore: () => void;
}

/** The main bar (spec 1, 2.3) and its 'Más' button; scrolls sideways on narrow screens. */
export function MainNav({ navigation, path, moreOpen, onToggleMore }: MainNavProps) {
  return (
    <nav className="site-header__nav" aria-label="Secciones">
      <div className="site-header__nav-inner">
        <ul className="site-header__main-links">
          {navigation.main.map((item) => (
            <li key={item.link}>
              <NavLink {...item} path={path} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="site-header__more-toggle"
          aria-expanded={moreOpen}
          aria-controls={MORE_MENU_ID}
          onClick={onToggleMore}
          {...MENU_PART}
        >
          Más
          <ChevronDownIcon width={16} height={16} />
        </button>
      </div>
      <MoreMenu id={MORE_MENU_ID} open={moreOpen} links={navigation.more} path={path} />
    </nav>
  );
}

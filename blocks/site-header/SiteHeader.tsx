import { useCallback, useRef, useState } from 'react';
import { AgeGate } from '../../ui/age-gate/AgeGate';
import type { BlockProps } from '../../runtime/define-block';
import { AuthModal } from '../../ui/account/AuthModal';
import { CloseIcon, MenuIcon } from '../../ui/icons/icons';
import { AccountActions } from './AccountActions';
import { HeaderRenewal } from './HeaderRenewal';
import { HAMBURGER_MENU_ID, HamburgerMenu } from './HamburgerMenu';
import type { Config } from './config';
import { MainNav } from './MainNav';
import { StickyHeader } from './StickyHeader';
import { MENU_PART, useDismiss } from './use-dismiss';
import { useStickyHeader } from './use-sticky';

/** One open menu at a time: 'Más' and the hamburger are mutually exclusive (spec 1, 2.3). */
type OpenMenu = 'more' | 'hamburger' | 'user' | null;

export function SiteHeader({ config, ctx }: BlockProps<Config, null>) {
  const { site, path } = ctx;
  const [open, setOpen] = useState<OpenMenu>(null);
  const root = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(root, open !== null, close);
  const stuck = useStickyHeader(root);
  const toggle = (menu: Exclude<OpenMenu, null>) => () => setOpen((current) => (current === menu ? null : menu));

  return (
    <>
      {/* Spec 3, 2: a site of adult content (Soho) asks for the reader's age on every page. */}
      {site.adultContent && <AgeGate siteName={site.name} />}
      <header ref={root} className="site-header" data-mode={config.mode}>
        <div className="site-header__bar">
          <button
            type="button"
            className="site-header__burger"
            aria-label="Menú"
            aria-expanded={open === 'hamburger'}
            aria-controls={HAMBURGER_MENU_ID}
            onClick={toggle('hamburger')}
            {...MENU_PART}
          >
            {open === 'hamburger' ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          </button>
          <a className="site-header__logo" href="/" aria-label={`${site.name}, ir a la portada`}>
            {site.name}
          </a>
          <AccountActions
            slug={site.slug}
            path={path}
            userMenuOpen={open === 'user'}
            onToggleUserMenu={toggle('user')}
          />
        </div>
        <HeaderRenewal path={path} />
        <MainNav navigation={site.navigation} path={path} moreOpen={open === 'more'} onToggleMore={toggle('more')} />
        <HamburgerMenu open={open === 'hamburger'} site={site} path={path} />
        <StickyHeader visible={stuck} site={site} path={path} progress={config.progress} />
        {/* Story templates (article, gallery, video, live…) are the ones that turn the progress bar on. */}
        <AuthModal path={path} contentPage={config.progress} />
      </header>
    </>
  );
}

import type { ReactNode } from 'react';
import { useReader } from '../../runtime/context';
import { UserIcon } from '../../ui/icons/icons';
import { loginHref } from '../../ui/account/links';
import { hasActiveHeaderSubscription, SUBSCRIBE_HREF } from './account';
import { UserMenu } from './UserMenu';

interface AccountActionsProps {
  slug: string;
  /** The page's path, to come back to after signing in. */
  path: string;
  userMenuOpen: boolean;
  onToggleUserMenu: () => void;
}

/** A link, or while the login is unknown an invisible box of the same size (nothing moves once it is known). */
function AccountLink({ href, className, children }: { href?: string; className: string; children: ReactNode }) {
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/**
 * The reader's corner of the header (spec 1, 4): signed out, 'Crear cuenta' and 'Iniciar Sesión'; signed in, the user
 * menu; unknown (null), neither: the buttons' space stays, empty, until the browser knows. The public page's server
 * render answered a request without a session cookie, so it shows the buttons; a page rendered for its reader
 * (decision 0025) has the menu from the start.
 */
export function AccountActions({ slug, path, userMenuOpen, onToggleUserMenu }: AccountActionsProps) {
  const reader = useReader({ publicPageSignedOut: true });
  const loggedIn = reader.loggedIn === true;
  const subscribed = loggedIn && hasActiveHeaderSubscription(reader.subscriptionStatuses);
  const pending = reader.loggedIn === null;
  return (
    <div className="site-header__account" aria-busy={pending || undefined}>
      {!subscribed && (
        <a className="site-header__subscribe" href={SUBSCRIBE_HREF}>
          Suscríbete
        </a>
      )}
      {loggedIn ? (
        <UserMenu
          firstName={reader.firstName}
          subscribed={subscribed}
          open={userMenuOpen}
          onToggle={onToggleUserMenu}
        />
      ) : (
        <span className="site-header__sign-in" data-pending={pending} aria-hidden={pending || undefined}>
          <AccountLink className="site-header__register" href={pending ? undefined : loginHref(slug, path, true)}>
            Crear cuenta
          </AccountLink>
          <AccountLink className="site-header__login" href={pending ? undefined : loginHref(slug, path)}>
            <UserIcon />
            <span className="site-header__login-text">Iniciar Sesión</span>
          </AccountLink>
        </span>
      )}
    </div>
  );
}

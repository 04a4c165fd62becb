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

/**
 * The reader's corner of the header. The public page renders the anonymous buttons and the browser switches to the
 * user menu once the reader is known; a page rendered for its reader (decision 0025) has the menu from the start.
 */
export function AccountActions({ slug, path, userMenuOpen, onToggleUserMenu }: AccountActionsProps) {
  const reader = useReader();
  const loggedIn = reader.loggedIn === true;
  const subscribed = loggedIn && hasActiveHeaderSubscription(reader.subscriptionStatuses);
  return (
    <div className="site-header__account">
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
        <>
          <a className="site-header__register" href={loginHref(slug, path, true)}>
            Crear cuenta
          </a>
          <a className="site-header__login" href={loginHref(slug, path)}>
            <UserIcon />
            <span className="site-header__login-text">Iniciar Sesión</span>
          </a>
        </>
      )}
    </div>
  );
}

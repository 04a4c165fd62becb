import { ChevronDownIcon, UserIcon } from '../../ui/icons/icons';
import { SELF_SERVICE_LINKS } from './account';
import { MENU_PART } from './use-dismiss';
import { UserMenuRenewal } from './HeaderRenewal';

export const USER_MENU_ID = 'site-header-user';

interface UserMenuProps {
  firstName: string | undefined;
  subscribed: boolean;
  open: boolean;
  onToggle: () => void;
}

/** Logged-in readers: first name, subscription label, self-service links, account switch and logout (spec 1, 2.3). */
export function UserMenu({ firstName, subscribed, open, onToggle }: UserMenuProps) {
  return (
    <div className="site-header__user">
      <button
        type="button"
        className="site-header__user-toggle"
        aria-expanded={open}
        aria-controls={USER_MENU_ID}
        onClick={onToggle}
        {...MENU_PART}
      >
        <UserIcon />
        <span className="site-header__user-first-name">{firstName ?? 'Mi cuenta'}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      <div id={USER_MENU_ID} className="site-header__user-menu" hidden={!open} {...MENU_PART}>
        {firstName && <p className="site-header__user-name">{firstName}</p>}
        <p className="site-header__user-status" data-active={subscribed}>
          {subscribed ? 'Suscripción activa' : 'No cuenta con una suscripción'}
        </p>
        {/* A failed renewal (decision 0026): what to do about it. */}
        <UserMenuRenewal />
        <ul className="site-header__user-links">
          {SELF_SERVICE_LINKS.map((item) => (
            <li key={item.link}>
              <a href={item.link}>{item.text}</a>
            </li>
          ))}
        </ul>
        {/* The logout code loads on the click: it is not needed before (JS budget, decision 0049). */}
        <button
          type="button"
          className="site-header__switch-account"
          onClick={() => void import('./logout').then(({ switchAccount }) => switchAccount())}
        >
          Cambiar de cuenta
        </button>
        <button
          type="button"
          className="site-header__logout"
          onClick={() => void import('./logout').then(({ logout }) => logout())}
        >
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}

import { RenewalBanner } from '../../ui/account/RenewalBanner';
import { RENEW_PATH, bannerAction, cardChangePath } from '../../ui/account/renewal-banner';
import { useRenewalNotice } from '../../ui/account/useRenewalNotice';
import { HomeModalRenewal, InreadRenewal } from './renewal-placements';

/** The account pages show their own banner (with the card form in place); the header leaves it to them. */
export const isAccountPage = (path: string) => path.startsWith('/autogestion/') || /^\/perfil\/?$/.test(path);

/**
 * Decision 0026: a failed renewal follows the reader on every page, under the header bar; decision 0045: also in the
 * article she reads and in a modal on the home page. All read the one notice (RenewalData, one sales call).
 */
export function BarRenewal({ path }: { path: string }) {
  const notice = useRenewalNotice();
  if (!notice || isAccountPage(path)) return null;
  return (
    <>
      <RenewalBanner notice={notice} />
      <InreadRenewal />
      {path === '/' && <HomeModalRenewal />}
    </>
  );
}

/** The same notice in the user menu (the message object's MenuContext). */
export function MenuRenewal() {
  const notice = useRenewalNotice();
  if (!notice) return null;
  return (
    <a
      className="site-header__user-renewal"
      href={notice.paymentFailed ? cardChangePath(notice.subscriptionID) : RENEW_PATH}
    >
      {bannerAction(notice.paymentFailed)}
    </a>
  );
}

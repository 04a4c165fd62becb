import { RenewalBanner } from '../../ui/account/RenewalBanner';
import type { RenewalNotice } from '../../ui/account/renewal-banner';

/** The account pages show their own banner (with the card form in place); the header leaves it to them. */
export const isAccountPage = (path: string) => path.startsWith('/autogestion/') || /^\/perfil\/?$/.test(path);

/** Decision 0026: a failed renewal follows the reader on every page, under the header bar. */
export function HeaderRenewal({ notice, path }: { notice: RenewalNotice; path: string }) {
  if (!notice || isAccountPage(path)) return null;
  return <RenewalBanner notice={notice} />;
}

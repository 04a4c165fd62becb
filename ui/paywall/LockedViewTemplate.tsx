import type { SiteProps } from '../../contracts/site-schema';
import { PaywallInvitation } from '../PaywallInvitation';
import { LOCKED_VIEW_TEMPLATE_CLASS } from './page-paywall';

/**
 * The locked view the server renders for a premium story, kept inert in the page: a trigger of the paywall script
 * shows the same invitation without a second copy of its texts in the browser code.
 */
export function LockedViewTemplate({
  site,
  path,
}: {
  site: Pick<SiteProps, 'slug' | 'name' | 'prices'>;
  path: string;
}) {
  return (
    <template className={LOCKED_VIEW_TEMPLATE_CLASS}>
      <PaywallInvitation site={site} path={path} />
    </template>
  );
}

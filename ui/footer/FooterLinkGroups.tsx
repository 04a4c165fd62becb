import type { SiteProps } from '../../contracts/site-schema';
import { footerGroups } from './footer-links';

/**
 * The footer's two link groups (spec 3, footer) as <details>, collapsed on mobile and shown open on desktop by
 * the footer's CSS, so the HTML is the same for every screen. `block` is the footer's class (BEM block) the
 * groups' classes hang from, so each footer styles them its own way.
 */
export function FooterLinkGroups({ links, block }: { links: SiteProps['links']; block: string }) {
  return footerGroups(links).map((group) => (
    <details key={group.title} className={`${block}__group`}>
      <summary className={`${block}__group-title`}>{group.title}</summary>
      <ul className={`${block}__links`}>
        {group.links.map((item) => (
          <li key={item.text}>
            <a href={item.link}>{item.text}</a>
          </li>
        ))}
      </ul>
    </details>
  ));
}

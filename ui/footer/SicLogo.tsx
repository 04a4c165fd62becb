import type { SiteProps } from '../../contracts/site-schema';

/**
 * The consumer-protection authority's logo (Superintendencia de Industria y Comercio), linking to its site. Its
 * address and image are site settings (spec 3, 2 and 3). Shared by the site and {product} footers.
 */
export function SicLogo({ links, block }: { links: SiteProps['links']; block: 'site-footer' | 'product-footer' }) {
  return (
    <a
      className={`${block}__sic`}
      href={links.sicURL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Superintendencia de Industria y Comercio"
    >
      <img className={`${block}__sic-badge`} src={links.sicLogo} alt="" width={120} height={44} loading="lazy" />
    </a>
  );
}

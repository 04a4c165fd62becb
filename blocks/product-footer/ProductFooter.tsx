import type { BlockProps } from '../../runtime/define-block';
import { SocialLinks } from '../../ui/icons/social';
import { copyrightYear, FOOTER_NETWORKS, SERVICE_HOURS } from '../../ui/footer/footer-links';
import { FooterLinkGroups } from '../../ui/footer/FooterLinkGroups';
import { SicLogo } from '../../ui/footer/SicLogo';
import type { Config } from './config';

/**
 * The {product} footer (spec 3): the brand, its description and networks on the brand's colour, then the same
 * legal and service links, hours, ISSN and copyright as the site footer. Everything it names comes from the site
 * settings, so any product brand reuses it. Static: the link groups are <details>, open on desktop by CSS.
 */
export function ProductFooter({ ctx }: BlockProps<Config, null>) {
  const { site } = ctx;
  return (
    <footer className="product-footer">
      <div className="product-footer__band">
        <a className="product-footer__brand" href="/" aria-label={`${site.name}, ir a la portada`}>
          {site.name}
        </a>
        <p className="product-footer__description">{site.description}</p>
        <SocialLinks networks={FOOTER_NETWORKS} social={site.social} className="product-footer__social" />
      </div>
      <div className="product-footer__inner">
        <FooterLinkGroups links={site.links} block="product-footer" />
        <div className="product-footer__service">
          <p className="product-footer__hours-title">Horario de atención</p>
          <p>{SERVICE_HOURS}</p>
          <SicLogo links={site.links} block="product-footer" />
        </div>
      </div>
      <div className="product-footer__legal">
        <p>{`ISSN ${site.issn}`}</p>
        <p>{`© ${copyrightYear(ctx.now, site.timezone)} ${site.name}. Todos los derechos reservados.`}</p>
      </div>
    </footer>
  );
}

import type { BlockProps } from '../../runtime/define-block';
import { SocialLinks } from '../../ui/icons/social';
import { copyrightYear, FOOTER_NETWORKS, SERVICE_HOURS } from '../../ui/footer/footer-links';
import { FooterLinkGroups } from '../../ui/footer/FooterLinkGroups';
import { SicLogo } from '../../ui/footer/SicLogo';
import type { Config } from './config';

/**
 * Static footer (no JavaScript): the link groups are <details>, collapsed on mobile and shown open
 * on desktop by CSS, so the HTML is the same for every screen.
 */
export function SiteFooter({ ctx }: BlockProps<Config, null>) {
  const { site } = ctx;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <a className="site-footer__logo" href="/" aria-label={`${site.name}, ir a la portada`}>
            {site.name}
          </a>
          <SocialLinks networks={FOOTER_NETWORKS} social={site.social} className="site-footer__social" />
        </div>
        <FooterLinkGroups links={site.links} block="site-footer" />
        <div className="site-footer__service">
          <p className="site-footer__hours-title">Horario de atención</p>
          <p className="site-footer__hours">{SERVICE_HOURS}</p>
          <SicLogo links={site.links} block="site-footer" />
        </div>
      </div>
      <div className="site-footer__legal">
        <p className="site-footer__issn">{`ISSN ${site.issn}`}</p>
        <p className="site-footer__copyright">
          {`© ${copyrightYear(ctx.now, site.timezone)} ${site.name}. Todos los derechos reservados.`}
        </p>
      </div>
    </footer>
  );
}

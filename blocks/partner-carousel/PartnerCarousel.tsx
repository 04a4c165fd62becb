import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data, PartnerLogo } from './config';
import { safeLink } from '../../runtime/safe-link';

function Logo({ logo }: { logo: PartnerLogo }) {
  const image = safeLink(logo.image);
  const mark = image ? (
    <img className="partner-carousel__logo-image" src={image} alt={logo.name} height={32} loading="lazy" />
  ) : (
    <span className="partner-carousel__logo-name">{logo.name}</span>
  );
  const href = safeLink(logo.link);
  return href ? (
    // A partner's own site: a new tab, and no referrer credit for the link (it is an alliance, not an endorsement).
    <a className="partner-carousel__logo" href={href} target="_blank" rel="sponsored noopener noreferrer">
      {mark}
    </a>
  ) : (
    <span className="partner-carousel__logo">{mark}</span>
  );
}

/** Stories of an alliance under two partner logos, with a configurable 'Ver más notas' (spec 3, 2). */
export function PartnerCarousel({ config, data }: BlockProps<Config, Data>) {
  const more = safeLink(config.link);
  const head = (
    <div className="partner-carousel__head">
      {config.title && <h2 className="partner-carousel__title">{config.title}</h2>}
      <div className="partner-carousel__logos">
        {config.logos.map((logo, i) => (
          <Logo key={i} logo={logo} />
        ))}
      </div>
    </div>
  );
  return (
    <ArticleCarousel
      className="partner-carousel"
      label={config.title ?? config.logos.map((l) => l.name).join(' y ')}
      logo={head}
      more={more ? { label: 'Ver más notas', href: more } : undefined}
      items={data.items}
      serverSlides={data.items.length}
    />
  );
}

import type { SiteProps } from '../../contracts/site-schema';
import type { SocialNetwork } from '../icons/social';
import { dateFormat } from '../format/dates';

/** Spec 3, footer: Facebook, X, YouTube, Instagram, TikTok. */
export const FOOTER_NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'youtube', 'instagram', 'tiktok'];

export interface FooterLink {
  text: string;
  link: string;
}
export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

/** The subscription store (page-configs/shared/store.json). */
export const STORE_PATH = '/store/';

/**
 * Spec 3, footer: the two link groups. Every address comes from the site settings (`links`); the legal and service
 * pages are static pages of the content store (issue 14), 'Contáctenos' is the help centre.
 */
export function footerGroups(links: SiteProps['links']): FooterGroup[] {
  return [
    {
      title: 'Información legal',
      links: [
        { text: 'Términos de uso', link: links.terms },
        { text: 'Política de tratamiento de datos', link: links.dataPolicy },
        { text: 'Aviso de privacidad', link: links.privacyNotice },
        { text: 'Política de riesgos', link: links.riskPolicy },
        { text: 'SAGRILAFT', link: links.sagrilaft },
        { text: 'Certificado ISSN', link: links.issnCertificate },
      ],
    },
    {
      title: 'Servicio al cliente',
      links: [
        { text: 'Contáctenos', link: '/contactenos/' },
        { text: 'Canales de atención', link: links.serviceChannels },
        { text: 'Beneficios para suscriptores', link: links.subscriberBenefits },
        // Spec 1 and 2 name the plans' store /store/; a reader looking for plans finds it here (issue 28).
        { text: 'Tienda de suscripciones', link: STORE_PATH },
        { text: 'Paute con nosotros', link: links.advertise },
        { text: 'Trabaje con nosotros', link: links.workWithUs },
        { text: 'Contacto para notificaciones judiciales', link: links.judicialNotices },
      ],
    },
  ];
}

/** Spec 3, footer hours (8:00 to 18:00, Monday to Friday), worded as the spec quotes it. */
export const SERVICE_HOURS = 'Lunes a Viernes de 8:00 a.m. a 6:00 p.m.';

const lastYear = new Map<string, { now: number; year: string }>();

/** The current year where the site is (spec 3: copyright with the current year), from the request time. */
export function copyrightYear(now: number, timeZone: string): string {
  // Asked on every page render (the footer's stored HTML is keyed by it): the last answer per zone is reused.
  const last = lastYear.get(timeZone);
  if (last && last.now === now) return last.year;
  const year = dateFormat('es-CO', { year: 'numeric', timeZone }).format(now);
  lastYear.set(timeZone, { now, year });
  return year;
}

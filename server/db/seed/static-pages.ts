import type { SiteProps } from '../../../contracts/site-schema';
import type { staticPages } from '../schema';

type StaticPageRow = typeof staticPages.$inferInsert;
type PageKey = Exclude<keyof SiteProps['links'], 'sicURL' | 'sicLogo'>;

/** The title of each legal or service page the footer links to (spec 3, 2 Footer). */
const TITLES: Record<PageKey, string> = {
  terms: 'Términos de uso',
  dataPolicy: 'Política de tratamiento de datos',
  privacyNotice: 'Aviso de privacidad',
  riskPolicy: 'Política de riesgos',
  sagrilaft: 'SAGRILAFT',
  issnCertificate: 'Certificado ISSN',
  serviceChannels: 'Canales de atención',
  subscriberBenefits: 'Beneficios para suscriptores',
  advertise: 'Paute con nosotros',
  workWithUs: 'Trabaje con nosotros',
  judicialNotices: 'Contacto para notificaciones judiciales',
};

/**
 * Placeholder text only (the page marks it as an example): the demo must not invent a brand's legal documents, so
 * each page says what the real one will hold and where to ask meanwhile.
 */
function paragraphs(site: SiteProps, title: string): string[] {
  return [
    `Aquí ${site.name} publicará su documento «${title}». Este texto es un ejemplo de la demostración y no reemplaza el documento oficial.`,
    'El equipo editorial carga el texto definitivo desde el gestor de contenidos; mientras tanto, esta página conserva la dirección que enlaza el pie de página.',
    `Para cualquier consulta, escríbanos desde la página de contacto o llame en el horario de atención: Lunes a Viernes de 8:00 a.m. a 6:00 p.m. ISSN ${site.issn}.`,
  ];
}

/** One example page per address of the site settings' `links` (the SIC logo's link goes to another site). */
export function staticPageRows(sites: readonly SiteProps[], updatedAt = new Date()): StaticPageRow[] {
  return sites.flatMap((site) =>
    (Object.keys(TITLES) as PageKey[]).map((key) => ({
      site: site.slug,
      path: site.links[key],
      title: TITLES[key],
      paragraphs: paragraphs(site, TITLES[key]),
      example: true,
      updatedAt,
    })),
  );
}

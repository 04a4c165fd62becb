import { z } from 'zod';
import { RECO_ACCOUNT_PATTERN } from './hosts/recommendations';
import { GOOGLE_SIGN_IN_LIBRARIES } from './hosts/social';
import { paletteSettings } from './palette';
import { DEFAULT_PROGRAMMES } from './tv-programmes';
import { articleScript } from './article-scripts';

const navLink = z.object({
  text: z.string().min(1).meta({ title: 'Texto' }),
  link: z.string().startsWith('/').meta({ title: 'Enlace', description: 'Ruta dentro del sitio' }),
});

/** An address of the site's own (a static page), with the address it has when the settings leave it out. */
const sitePath = (fallback: string, title: string) =>
  z
    .string()
    .regex(/^\/([a-z0-9-]+\/)+$/)
    .default(fallback)
    .meta({ title, description: 'Dirección de la página dentro del sitio' });

const tvProgramme = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .meta({ title: 'Identificador', description: 'p. ej. semana-noticias' }),
  title: z.string().min(1).max(80).meta({ title: 'Nombre' }),
});

const externalUrl = z.url({ protocol: /^https$/ });
/** An origin only (no path): the paywall script appends its own paths. */
const apiOrigin = z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/);

/** A meter of the paywall script (contracts/paywall.ts, decision 0057). */
const meterRule = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: z.literal('meter'),
  contentTypes: z.array(z.enum(['story', 'gallery', 'video'])).min(1),
  budget: z.number().int().min(0).meta({ title: 'Notas gratis' }),
  periodDays: z.number().int().min(1).meta({ title: 'Días del periodo' }),
});

export const siteSchema = z
  .object({
    name: z.string().min(1).meta({ title: 'Nombre de la marca', description: 'Se muestra como {brand}' }),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({ title: 'Identificador', description: '{brand-slug} en las rutas' }),
    hosts: z.array(z.string().min(1)).min(1).meta({ title: 'Nombres de host' }),
    issn: z
      .string()
      .regex(/^\d{4}-\d{3}[\dX]$/)
      .meta({ title: 'ISSN' }),
    timezone: z.string().default('America/Bogota').meta({ title: 'Zona horaria' }),
    description: z.string().min(1).meta({ title: 'Descripción del sitio' }),
    social: z
      .object({
        facebookURL: externalUrl,
        twitterURL: externalUrl,
        instagramURL: externalUrl,
        youtubeURL: externalUrl,
        tiktokURL: externalUrl,
      })
      .meta({ title: 'Redes sociales' }),
    navigation: z.object({
      main: z.array(navLink).meta({ title: 'Barra principal' }),
      more: z.array(navLink).meta({ title: "Menú 'Más'" }),
      hamburger: z.array(navLink).meta({ title: 'Menú hamburguesa' }),
    }),
    prices: z.object({
      paywallBox: z.string().meta({ title: 'Precio de la caja del muro de pago', description: 'p. ej. $199.000' }),
      promoCard: z.string().meta({ title: 'Precio de la tarjeta promocional', description: 'p. ej. 129.000 pesos' }),
    }),
    links: z
      .object({
        terms: z.string(),
        dataPolicy: z.string(),
        subscriberBenefits: z.string(),
        sicURL: externalUrl,
        // Spec 3, 3: the authority's logo is a site setting beside its address (our own file, or an https image).
        sicLogo: z
          .union([z.string().regex(/^\/logos\/[a-z0-9-]+\.(svg|png)$/), externalUrl])
          .default('/logos/sic.svg')
          .meta({ title: 'Logo de la SIC', description: 'Imagen del logo de la autoridad (/logos/… o https://)' }),
        // Issue 14: the footer's other legal and service pages (static pages of the content store, decision 0037).
        privacyNotice: sitePath('/aviso-de-privacidad/', 'Aviso de privacidad'),
        riskPolicy: sitePath('/politica-de-riesgos/', 'Política de riesgos'),
        sagrilaft: sitePath('/sagrilaft/', 'SAGRILAFT'),
        issnCertificate: sitePath('/certificado-issn/', 'Certificado ISSN'),
        serviceChannels: sitePath('/canales-de-atencion/', 'Canales de atención'),
        advertise: sitePath('/paute-con-nosotros/', 'Paute con nosotros'),
        workWithUs: sitePath('/trabaje-con-nosotros/', 'Trabaje con nosotros'),
        judicialNotices: sitePath('/notificaciones-judiciales/', 'Contacto para notificaciones judiciales'),
      })
      .meta({ title: 'Enlaces legales del pie de página' }),
    galleryPhotographer: z
      .string()
      .optional()
      .meta({ title: 'Fotógrafo de la casa', description: 'Su afiliación se oculta en los créditos de galería' }),
    adultContent: z.boolean().default(false).meta({
      title: 'Contenido para adultos',
      description: 'Todas las páginas piden confirmar la edad (mayor de 18 años) antes de mostrarse',
    }),
    magazineMenu: z.boolean().default(false).meta({
      title: 'Menú de revista',
      description: 'El sitio muestra el menú de la revista (spec 3): sus secciones son secciones conocidas del sitio',
    }),
    // Issue 28: each brand's own programmes (every TV page listed Semana's); Semana's are the default.
    tvProgrammes: z.array(tvProgramme).min(2).max(20).default(DEFAULT_PROGRAMMES).meta({
      title: 'Programas de TV',
      description:
        'Los programas de /{marca}-tv/programas/, en orden; el primero es el noticiero. El Debate es {marca}-el-debate',
    }),
    adPublisherId: z.string().optional().meta({ title: 'ID de editor de anuncios (DFP)' }),
    // Issue 28 (S1-206): a test ad account fills its slots from creatives the site serves itself, no ad network.
    adNetwork: z.enum(['google-ad-manager', 'local']).default('google-ad-manager').meta({
      title: 'Red de anuncios',
      description:
        "'local': cuenta de prueba, los espacios muestran creatividades de prueba servidas por el propio sitio",
    }),
    recommendationAccount: z.string().regex(RECO_ACCOUNT_PATTERN).optional().meta({
      title: 'Cuenta del widget de recomendaciones',
      description: 'Cuenta de editor de Taboola; sin ella el widget de recomendaciones no se muestra',
    }),
    // Issue 28 (S1-208): partner analytics, social pixel and video player scripts of configured articles.
    articleScripts: z.array(articleScript).optional().meta({
      title: 'Scripts de artículos',
      description: 'Analítica de un socio, píxel social o reproductor de video que solo cargan ciertos artículos',
    }),
    swgProductId: z
      .string()
      .regex(/^[A-Za-z0-9._-]+:[A-Za-z0-9._-]+$/)
      .optional()
      .meta({
        title: 'Producto de Subscribe with Google',
        description: 'publicación:producto; sin él, las notas no ofrecen Subscribe with Google',
      }),
    googleSignIn: z.enum(GOOGLE_SIGN_IN_LIBRARIES).default('identity-services').meta({
      title: 'Ingreso con Google',
      description:
        "Biblioteca de Google: 'identity-services' (la actual); 'legacy-platform' solo para clientes de Google creados antes de mediados de 2022",
    }),
    paywall: z
      .object({
        rules: z.array(meterRule).default([]).meta({
          title: 'Reglas del muro de pago',
          description: 'Medidor: notas gratis por lector en un periodo; al pasarlo, la nota se muestra bloqueada',
        }),
        productionOnly: z.boolean().default(false).meta({
          title: 'Solo producción',
          description: 'El script del muro de pago usa siempre los servicios de producción, en cualquier entorno',
        }),
        apiOrigins: z
          .object({ sandbox: apiOrigin.optional(), production: apiOrigin.optional() })
          .optional()
          .meta({ title: 'Orígenes del servicio del muro', description: 'Sin ellos, el propio sitio' }),
      })
      .default({ rules: [], productionOnly: false })
      .meta({ title: 'Muro de pago (script)' }),
    // Issue 26, item 8: what this site's editors are offered (contracts/palette.ts).
    palette: paletteSettings.optional(),
    theme: z
      .object({
        primary: z.string().regex(/^#[0-9a-f]{6}$/i),
        accent: z.string().regex(/^#[0-9a-f]{6}$/i),
        headerBackground: z.string().regex(/^#[0-9a-f]{6}$/i),
      })
      .meta({ title: 'Colores de la marca' }),
  })
  .strict();

export type SiteProps = z.output<typeof siteSchema>;

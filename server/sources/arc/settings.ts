import { z } from 'zod';
import { loadSites } from '../../sites';

/** Where the content of some sites is read from when an Arc XP organisation serves them (issue 27, decision 0090). */
export interface ArcSettings {
  /** The organisation's API origin and path prefix, without a trailing slash ('https://api.org.arcpublishing.com'). */
  base: string;
  /** A read-only developer access token, sent as `Authorization: Bearer …` to the API (never to image hosts). */
  token: string;
  /** Our site slug → Arc website id ('elpais' → 'el-pais'); a site not in it keeps reading the local store. */
  websites: Record<string, string>;
  /**
   * Origins whose pictures our resizer may fetch (`/images/arc/…`): the API's own origin and ARC_IMAGE_ORIGINS'
   * (the photo centre's hosts). Nothing else is fetched: the resizer is not an open proxy.
   */
  imageOrigins: string[];
  /** Seconds every Arc answer stays fresh (ARC_TTL_SECONDS); unset: each source's own TTL. */
  ttlSeconds?: number;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
// Arc website ids are lowercase words with dashes or underscores ('el-pais', 'the_gazette').
const WEBSITE = /^[a-z0-9][a-z0-9_-]*$/;

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((u) => new URL(u).origin)
  .refine((o) => o !== 'null', 'an http(s) origin');

const websitesMap = z
  .string()
  .trim()
  .min(1)
  .transform((raw, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of raw.split(',').map((p) => p.trim())) {
      const [site, website, ...rest] = pair.split(':').map((p) => p.trim());
      if (!site || !website || rest.length || !SLUG.test(site) || !WEBSITE.test(website)) {
        ctx.addIssue({ code: 'custom', message: `'${pair}' is not site:website (e.g. semana:semana,elpais:el-pais)` });
        return z.NEVER;
      }
      if (map[site]) {
        ctx.addIssue({ code: 'custom', message: `site '${site}' is mapped twice` });
        return z.NEVER;
      }
      map[site] = website;
    }
    return map;
  });

const env = z.object({
  ARC_CONTENT_BASE: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.org.arcpublishing.com' })
    .transform((u) => u.replace(/\/+$/, '')),
  ARC_ACCESS_TOKEN: z.string().trim().min(1),
  ARC_WEBSITES: websitesMap,
  ARC_IMAGE_ORIGINS: z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  ARC_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
});

const REQUIRED = ['ARC_CONTENT_BASE', 'ARC_ACCESS_TOKEN', 'ARC_WEBSITES'] as const;

/**
 * The Arc settings from the environment: all three of ARC_CONTENT_BASE, ARC_ACCESS_TOKEN and ARC_WEBSITES, or none
 * (the local store serves every site). Anything else stops start-up with an error that says what to fix.
 */
export function readArcSettings(
  vars: NodeJS.ProcessEnv,
  knownSites: () => Iterable<string> = () => loadSites().keys(),
): ArcSettings | undefined {
  const present = REQUIRED.filter((name) => vars[name]?.trim());
  if (present.length === 0) return undefined;
  if (present.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !present.includes(name));
    throw new Error(
      `Arc configuration incomplete: ${present.join(', ')} set but ${missing.join(', ')} missing. ` +
        'Set all three of ARC_CONTENT_BASE, ARC_ACCESS_TOKEN and ARC_WEBSITES, or none to serve from the local store.',
    );
  }
  const parsed = env.safeParse(vars);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Arc configuration invalid: ${detail}`);
  }
  const sites = new Set(knownSites());
  const unknown = Object.keys(parsed.data.ARC_WEBSITES).filter((site) => !sites.has(site));
  if (unknown.length)
    throw new Error(
      `Arc configuration invalid: ARC_WEBSITES names ${unknown.join(', ')}, which ${unknown.length > 1 ? 'are not sites' : 'is not a site'} of this runtime (${[...sites].join(', ')})`,
    );
  const base = parsed.data.ARC_CONTENT_BASE;
  return {
    base,
    token: parsed.data.ARC_ACCESS_TOKEN,
    websites: parsed.data.ARC_WEBSITES,
    imageOrigins: [...new Set([new URL(base).origin, ...parsed.data.ARC_IMAGE_ORIGINS])],
    ttlSeconds: parsed.data.ARC_TTL_SECONDS,
  };
}

/**
 * The picture hosts the resizer may fetch from even without the three Arc variables: a site that left Arc with
 * `content:sync` keeps its pictures on the photo centre until they are copied (ARC_IMAGE_ORIGINS alone).
 */
export function readImageOrigins(vars: NodeJS.ProcessEnv, arc: ArcSettings | undefined): string[] {
  if (arc) return arc.imageOrigins;
  const parsed = env.shape.ARC_IMAGE_ORIGINS.safeParse(vars.ARC_IMAGE_ORIGINS);
  if (!parsed.success)
    throw new Error(`ARC_IMAGE_ORIGINS invalid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

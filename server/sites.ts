import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchema, type SiteProps } from '../contracts/site-schema';

const sitesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'sites');
export const DEFAULT_SITE = 'semana';

let cache: Map<string, SiteProps> | undefined;

/** Reads and validates every `sites/<slug>.json` once; an invalid file stops start-up with its errors. */
export function loadSites(): Map<string, SiteProps> {
  if (cache) return cache;
  const sites = new Map<string, SiteProps>();
  for (const file of fs
    .readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const { $schema: _schema, ...raw } = JSON.parse(fs.readFileSync(path.join(sitesDir, file), 'utf8'));
    const parsed = siteSchema.safeParse(raw);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `/${i.path.join('/')} ${i.message}`).join('; ');
      throw new Error(`sites/${file}: ${detail}`);
    }
    if (`${parsed.data.slug}.json` !== file) throw new Error(`sites/${file}: slug must match the file name`);
    sites.set(parsed.data.slug, parsed.data);
  }
  cache = sites;
  return sites;
}

export function loadSite(slug: string): SiteProps {
  const site = loadSites().get(slug);
  if (!site) throw new Error(`unknown site ${slug}`);
  return site;
}

/** The site whose host names include `host` (port ignored); the news weekly otherwise. */
export function siteForHost(host: string | undefined): SiteProps {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  for (const site of loadSites().values()) if (site.hosts.includes(name)) return site;
  return loadSite(DEFAULT_SITE);
}

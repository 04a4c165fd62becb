import { sitePath } from '../../../contracts/ans';
import type { ContentStore } from '../../pages/content-store';
import type { WarnLog } from '../source-cache';
import type { ArcClient } from './client';
import type { ArcSettings } from './settings';
import { usableDocument } from './documents';
import { oneSection } from './answers';

/** Seconds a story read by its address stays fresh, as the local store's (server/pages/content-store.ts). */
const STORY_TTL = 60;

interface Deps {
  client: ArcClient;
  settings: Pick<ArcSettings, 'websites' | 'imageOrigins' | 'ttlSeconds'>;
  log: WarnLog;
}

type Loose = { type?: unknown; redirect_url?: unknown; canonical_url?: unknown };

/**
 * The page handler's content store for sites Arc serves: a story by its address is the Content API's document at
 * that `website_url` (one cached call answers both `story` and `redirect`); an Arc redirect document, or a story
 * whose canonical address is another, is a 301. Static pages and tombstones stay local; other sites read `local`.
 */
export function arcContentStore(local: ContentStore, { client, settings, log }: Deps): ContentStore {
  const read = (site: string, website: string, path: string) =>
    client.get<Loose>(site, '/content/v4/', { website, website_url: path }, settings.ttlSeconds ?? STORY_TTL);

  const story: ContentStore['story'] = async (site, path) => {
    const website = settings.websites[site];
    if (!website) return local.story(site, path);
    const raw = await read(site, website, path);
    if (!raw || raw.type === 'redirect') return null;
    const doc = usableDocument(raw, { site, website, imageOrigins: settings.imageOrigins }, log);
    return doc && doc.canonical_url === path ? doc : null;
  };

  return {
    ...local,
    story,
    async redirect(site, path) {
      const website = settings.websites[site];
      if (!website) return local.redirect(site, path);
      const raw = await read(site, website, path);
      // Only an address of this site: a redirect to another host would make us an open redirect.
      if (raw?.type === 'redirect') {
        const to = sitePath.safeParse(raw.redirect_url);
        if (to.success && to.data !== path) return to.data;
      }
      if (raw && raw.type !== 'redirect') {
        const doc = usableDocument(raw, { site, website, imageOrigins: settings.imageOrigins }, log);
        if (doc && doc.canonical_url !== path) return doc.canonical_url;
      }
      return local.redirect(site, path);
    },
  };
}

/**
 * Whether a section exists for a site Arc serves: the site service knows it (the same call, and cache entry, as the
 * `section-api` source's). Sections without stories yet still have a landing, as the menus' do locally.
 */
export function arcSectionKnown({ client, settings }: Pick<Deps, 'client' | 'settings'>) {
  return async (site: string, section: string): Promise<boolean> => {
    const website = settings.websites[site];
    if (!website) throw new Error(`site ${site} is not served by Arc`);
    // Arc out of reach (and no copy): the address is taken as a section, and its failing blocks degrade the page.
    const raw = await client
      .get<unknown>(
        site,
        `/site/v3/website/${encodeURIComponent(website)}/section`,
        { _id: section },
        settings.ttlSeconds ?? 600,
      )
      .catch(() => ({ _id: section }));
    const found = oneSection(raw, section) as { inactive?: boolean } | null;
    return Boolean(found) && found?.inactive !== true;
  };
}

import { sourceDefinitions, type SourceName } from './index';
import type { SourceDefinition } from './define-source';
import type { SourceCache, WarnLog } from './source-cache';
import type { ContentStore } from '../pages/content-store';
import { ArcClient } from './arc/client';
import type { ArcSettings } from './arc/settings';
import { ARC_SOURCES, arcSourceDefinitions, type ArcSourceName } from './arc/sources';
import { arcContentStore, arcSectionKnown } from './arc/store';
import { arcSiteReads, type ArcSiteReads } from './arc/site-reads';

/**
 * Where each site's content is read from: the one switch between the local store and an Arc organisation (issue 27,
 * decision 0090), chosen from the configuration at start-up. Blocks, page configs and routes never know which.
 */
export interface ContentBackend {
  /** The definition that answers `name` for `site`. */
  source(site: string, name: SourceName): SourceDefinition;
  /** The page handler's content store, over the local one. */
  store(local: ContentStore): ContentStore;
  /** Whether a section exists, for a site whose sections are not read locally; undefined: ask the local store. */
  sectionKnown(site: string, section: string): Promise<boolean> | undefined;
  /** The Arc website a site is served from, if any. */
  arcWebsite(site: string): string | undefined;
  /**
   * For a site Arc serves, what the routes outside the sources read there (sitemaps, the premium body and gallery,
   * the editor's story and section pickers); undefined: they read the local store.
   */
  arcReads(site: string): ArcSiteReads | undefined;
}

/** Every site from the local store. */
export const localBackend: ContentBackend = {
  source: (_site, name) => sourceDefinitions[name] as SourceDefinition,
  store: (local) => local,
  sectionKnown: () => undefined,
  arcWebsite: () => undefined,
  arcReads: () => undefined,
};

const isArcSource = (name: SourceName): name is ArcSourceName => (ARC_SOURCES as readonly string[]).includes(name);

/**
 * The backend the configuration asks for: without Arc settings, the local store; with them, Arc for the sites
 * ARC_WEBSITES maps (its answers kept in the app's source cache: one call per distinct request, stale on error) and
 * the local store for the others.
 */
export function createContentBackend(deps: {
  arc?: ArcSettings;
  cache: SourceCache;
  log: WarnLog;
  fetch?: typeof globalThis.fetch;
}): ContentBackend {
  const { arc } = deps;
  if (!arc) return localBackend;
  const client = new ArcClient(arc, { cache: deps.cache, fetch: deps.fetch });
  const served = (site: string) => Object.hasOwn(arc.websites, site);
  const reads = new Map<string, ArcSiteReads>();
  const readsOf = (site: string) => {
    if (!served(site)) return undefined;
    if (!reads.has(site)) reads.set(site, arcSiteReads(site, { client, settings: arc, log: deps.log }));
    return reads.get(site);
  };
  const arcSources = arcSourceDefinitions({ client, settings: arc, log: deps.log, reads: readsOf });
  const sectionKnown = arcSectionKnown({ client, settings: arc });
  return {
    source: (site, name) =>
      served(site) && isArcSource(name)
        ? (arcSources[name] as SourceDefinition)
        : (sourceDefinitions[name] as SourceDefinition),
    store: (local) => arcContentStore(local, { client, settings: arc, log: deps.log }),
    sectionKnown: (site, section) => (served(site) ? sectionKnown(site, section) : undefined),
    arcWebsite: (site) => (served(site) ? arc.websites[site] : undefined),
    arcReads: readsOf,
  };
}

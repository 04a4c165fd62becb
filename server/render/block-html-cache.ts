import { LRUCache } from 'lru-cache';
import type { BlockHtmlStore } from '../../runtime/render';
import type { SourceCache } from '../sources/client';

/**
 * Rendered HTML of the blocks that declare what it depends on (`htmlCache` in defineBlock: header, footer,
 * most-read…), kept per site for as long as a source answer (60 s) and dropped with the site's source answers when
 * content is imported, updated or unpublished, in this process and, through the source cache's broadcast, in every
 * other one. Keys start with the site (`semana|site-footer|…`), as the source cache's do.
 */
export class BlockHtmlCache implements BlockHtmlStore {
  private lru: LRUCache<string, string>;

  constructor(opts: { max?: number; maxBytes?: number; ttlMs?: number } = {}) {
    // Bounded by bytes too: 2000 big blocks (a header with its menus) would otherwise be whatever they weigh.
    this.lru = new LRUCache<string, string>({
      max: opts.max ?? 2000,
      maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (html, key) => html.length + key.length,
      ttl: opts.ttlMs ?? 60_000,
    });
  }

  get(key: string): string | undefined {
    return this.lru.get(key);
  }

  set(key: string, html: string): void {
    this.lru.set(key, html);
  }

  keys(): string[] {
    return [...this.lru.keys()];
  }

  dropSite(site: string): void {
    for (const key of [...this.lru.keys()]) if (key.startsWith(`${site}|`)) this.lru.delete(key);
  }

  /** Follows the source cache's invalidations: a changed story may be in any of the site's lists. */
  follow(sources: SourceCache): this {
    sources.onInvalidate((site) => this.dropSite(site));
    return this;
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PageStore, type OnBadRoute } from '../pages/page-store';
import { publishedPages } from './page-rows';
import { blockGroups, pages } from './schema';
import { publishedGroups } from './group-rows';
import { expandGroupRefs } from '../../runtime/group-refs';

/** How long a process serves its snapshot before asking the database whether another process published. */
const CHECK_MS = 500;

/**
 * The published pages as the renderer reads them: one snapshot, replaced at once when this process publishes
 * (`invalidate`) and, for what other processes publish, when the table's stamp changes (checked twice a second,
 * so readers see a publish within a second wherever it happened).
 */
export class LivePages {
  private store: PageStore | undefined;
  private stamp = '';
  private checkedAt = 0;
  private loading: Promise<PageStore> | undefined;
  /** Bumped by `invalidate`: a load that started before a publish must not keep its older snapshot. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly onBadRoute?: OnBadRoute,
  ) {}

  invalidate(): void {
    this.generation++;
    this.store = undefined;
    this.loading = undefined;
  }

  current = (): Promise<PageStore> => {
    if (this.store && Date.now() - this.checkedAt < CHECK_MS) return Promise.resolve(this.store);
    // Parallel requests share one load.
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  };

  private async load(): Promise<PageStore> {
    const started = Date.now();
    const generation = this.generation;
    const [{ stamp }] = await this.db
      .select({
        // A group's publish changes the pages that link it (issue 26, item 5): its time is part of the stamp.
        stamp: sql<string>`coalesce(max(${pages.updatedAt})::text, '') || '/' || count(*)::text || '/' || coalesce((select max(${blockGroups.updatedAt})::text from ${blockGroups}), '')`,
      })
      .from(pages);
    let store = this.store;
    if (!store || stamp !== this.stamp) store = new PageStore(await linkedPages(this.db), this.onBadRoute);
    if (generation === this.generation) {
      this.store = store;
      this.stamp = stamp;
      this.checkedAt = started;
    }
    return store;
  }
}

/** The published pages with each linked group's published blocks in place of its reference. */
async function linkedPages(db: Db) {
  const [files, groups] = await Promise.all([publishedPages(db), publishedGroups(db)]);
  return files.map((f) => ({ ...f, page: expandGroupRefs(f.page, (ref) => groups.get(ref)) }));
}

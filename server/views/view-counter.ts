import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

const HOUR = 3600_000;

/**
 * Counts article views in memory and writes them in one statement per flush, so recording a view never waits on
 * the database (cached pages reach us only through the browser beacon).
 */
export class ViewCounter {
  private pending = new Map<string, { site: string; hour: number; contentId: string; views: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private database: Database,
    private flushEveryMs = 10_000,
  ) {}

  record(site: string, contentId: string, at = Date.now()): void {
    const hour = Math.floor(at / HOUR) * HOUR;
    const key = `${contentId}|${hour}`;
    const entry = this.pending.get(key) ?? { site, hour, contentId, views: 0 };
    entry.views += 1;
    this.pending.set(key, entry);
    // A failed timed write must not become an unhandled rejection: the views of that batch are lost, not the process.
    this.timer ??= setTimeout(
      () => void this.flush().catch((err: unknown) => console.error('page views not saved', err)),
      this.flushEveryMs,
    ).unref();
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending.clear();
    await this.database.db
      .insert(pageViews)
      .values(rows.map((r) => ({ contentId: r.contentId, site: r.site, hour: new Date(r.hour), views: r.views })))
      .onConflictDoUpdate({
        target: [pageViews.contentId, pageViews.hour],
        set: { views: sql`${pageViews.views} + excluded.views` },
      });
  }
}

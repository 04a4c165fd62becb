/**
 * Attempts per source per minute, in memory: enough for one process. Several processes share counters
 * only through Redis (REDIS_URL), which this module does not do yet (see docs/accounts.md).
 */
export class AttemptCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records an attempt; false when the source is over its limit for the window. */
  allow(key: string, now: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return recent.length <= this.limit();
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
  }
}

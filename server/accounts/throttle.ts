import type { HitStore } from '../security/hit-store';

/**
 * Attempts per key (a source address, an account, an e-mail) per window, counted in the app's HitStore:
 * in memory for one process, in Redis when REDIS_URL is set so that every process shares the count.
 */
export class AttemptCounter {
  constructor(
    private readonly store: HitStore,
    /** Namespace of this counter's keys. */
    private readonly name: string,
    private readonly limit: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records an attempt; false when the key is over its limit for the window. */
  async allow(key: string): Promise<boolean> {
    const { count } = await this.store.hit(`${this.name}:${key}`, this.windowMs);
    return count <= this.limit();
  }

  reset(): Promise<void> {
    return this.store.reset(`${this.name}:`);
  }
}

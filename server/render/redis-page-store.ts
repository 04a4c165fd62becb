import type { Redis } from 'ioredis';

/**
 * Forgets members of a site's accounting (its use-ordered set, their sizes, the running total) and deletes their
 * values. KEYS: lru, sizes, total. ARGV: value prefix, members…
 */
const FORGET = `
local function forget(member)
  local size = redis.call('HGET', KEYS[2], member)
  if size then
    redis.call('HDEL', KEYS[2], member)
    if redis.call('DECRBY', KEYS[3], size) < 0 then redis.call('SET', KEYS[3], 0) end
  end
  redis.call('ZREM', KEYS[1], member)
  redis.call('DEL', ARGV[1] .. member)
end
`;

/**
 * Stores one value and trims the site back under its byte cap, least recently used first, in one atomic step.
 * KEYS: lru, sizes, total. ARGV: value prefix, member, value, keep ms, now ms, cap bytes. Answers how many it evicted
 * (-1: the value alone is over the cap, not stored).
 */
const STORE = `${FORGET}
local member, value = ARGV[2], ARGV[3]
local keep, now, cap = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local size = string.len(value)
if size > cap then return -1 end
-- Unused for longer than any value lives: expired on its own, only its accounting is left.
for _, old in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - keep), 'LIMIT', 0, 200)) do
  forget(old)
end
forget(member)
redis.call('SET', ARGV[1] .. member, value, 'PX', ARGV[4])
redis.call('HSET', KEYS[2], member, size)
redis.call('ZADD', KEYS[1], ARGV[5], member)
local total = redis.call('INCRBY', KEYS[3], size)
local evicted = 0
while total > cap do
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
  if not oldest or oldest == member then break end
  forget(oldest)
  evicted = evicted + 1
  total = tonumber(redis.call('GET', KEYS[3]))
end
-- Every value of the site expires within keep of its last write: so may its accounting.
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[4]) end
return evicted
`;

/** Drops members (and their values). KEYS: lru, sizes, total. ARGV: value prefix, members… */
const DROP = `${FORGET}
for i = 2, #ARGV do forget(ARGV[i]) end
return #ARGV - 1
`;

/** The site of a member: keys of the HTML cache start with it (`semana|…`). */
export const siteOf = (member: string) => member.slice(0, Math.max(0, member.indexOf('|')));

/**
 * Values in Redis bounded by bytes per site (issue 24, item 3): each site has a set of its members ordered by last
 * use, their sizes and a running total; a write that takes the site over `maxBytesPerSite` evicts its least recently
 * used members in the same script. Only our own members are ever evicted: rate-limit counters and source answers in
 * the same Redis are never touched. A read from Redis counts as a use; a hit in a process's own memory does not.
 */
export class RedisPageStore {
  constructor(
    private readonly redis: Redis,
    /** Prefix of the values (`news:html:<build>:`) and of the accounting keys (`news:html:acct:<build>:lru:<site>`…). */
    private readonly prefix: { values: string; accounting: string },
    readonly maxBytesPerSite: number,
  ) {}

  private accounting(site: string): [string, string, string] {
    const at = this.prefix.accounting;
    return [`${at}lru:${site}`, `${at}size:${site}`, `${at}total:${site}`];
  }

  /** The value, counted as a use. */
  async get(member: string, now: number): Promise<Buffer | null> {
    const [lru] = this.accounting(siteOf(member));
    const [read] =
      (await this.redis
        .multi()
        .getBuffer(this.prefix.values + member)
        .zadd(lru, 'XX', now, member)
        .exec()) ?? [];
    if (!read) throw new Error('redis transaction aborted');
    if (read[0]) throw read[0];
    return read[1] as Buffer | null;
  }

  /** Stores a value for `keepMs`; how many older members it evicted (-1: too big to store at all). */
  async set(member: string, value: Buffer | string, keepMs: number, now: number): Promise<number> {
    const keys = this.accounting(siteOf(member));
    const args = [this.prefix.values, member, value, keepMs, now, this.maxBytesPerSite];
    return (await this.redis.eval(STORE, keys.length, ...keys, ...args)) as number;
  }

  /** Drops members of any sites, each site's in one script. */
  async drop(members: string[]): Promise<void> {
    const bySite = new Map<string, string[]>();
    for (const m of members) bySite.set(siteOf(m), [...(bySite.get(siteOf(m)) ?? []), m]);
    await Promise.all(
      [...bySite].map(([site, list]) =>
        this.redis.eval(DROP, 3, ...this.accounting(site), this.prefix.values, ...list),
      ),
    );
  }

  /** Bytes the site's members take, as accounted (tests and metrics). */
  async bytes(site: string): Promise<number> {
    return Number((await this.redis.get(this.accounting(site)[2])) ?? 0);
  }
}

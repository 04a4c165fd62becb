/**
 * Whether an error means a dependency is out of reach (the database gone, a pool or statement time-out), as opposed
 * to a bug: the answer is then 503 with Retry-After, which a CDN or load balancer retries elsewhere or serves stale.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57014',
  '57P01',
]);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg pool: no connection within connectionTimeoutMillis
  'Connection terminated', // the connection went away mid-query
  'Query read timeout', // pg query_timeout: no answer at all
  'Client has encountered a connection error',
  'connection timeout',
];

export function isUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in its own (DrizzleQueryError); the cause chain holds the driver's.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
  }
  return false;
}

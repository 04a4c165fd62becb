/**
 * The hostile requests of the fuzz run (tests/robustness/fuzz.test.ts), drawn from a seeded generator so that every
 * run sends the same ones: control characters in the path and the query, prototype keys, JSON 40 levels deep, and
 * wrong types (numbers for strings, arrays for objects, huge strings) under the field names our routes read.
 */
export interface FuzzCase {
  kind: string;
  path: string;
  body?: string;
}

/** mulberry32: small, fast and the same everywhere. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}
type Random = ReturnType<typeof seeded>;

/** Field names the identity, sales, editor and content routes read. */
const FIELDS = [
  'userName',
  'credentials',
  'email',
  'identity',
  'profile',
  'firstName',
  'items',
  'sku',
  'token',
  'site',
  'page',
  'id',
  'route',
  'layout',
  'areas',
  'roles',
  'sites',
  'name',
  'storyIds',
  'newPassword',
  'oldPassword',
  'grantType',
  'recaptchaToken',
  'returnTo',
  'path',
  'code',
  'state',
  'attributes',
  'billingAddress',
  'doc',
];
const QUERY_KEYS = ['q', 'page', '_website', 'query', 'redirect', 'state', 'code', 'size', 'from', 'id', 'cookie'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Every C0 control and DEL, NUL first. */
const CONTROLS = [0, ...Array.from({ length: 31 }, (_, i) => i + 1), 0x7f].map((c) => String.fromCharCode(c));

const enc = encodeURIComponent;
const deep = (levels: number, r: Random) => {
  const open = Array.from({ length: levels }, () => (r.next() < 0.5 ? '[' : '{"a":'));
  const close = open.map((o) => (o === '[' ? ']' : '}')).reverse();
  return open.join('') + '1' + close.join('');
};

function wrongValue(r: Random): unknown {
  const kinds: (() => unknown)[] = [
    () => Math.floor(r.next() * 1e9),
    () => -1,
    () => 1e308,
    () => [r.pick(FIELDS), 1, null],
    () => ({ [r.pick(FIELDS)]: [[]] }),
    () => null,
    () => true,
    () => 'x'.repeat(60_000),
    () => `a${r.pick(CONTROLS)}b`,
    () => '',
  ];
  return r.pick(kinds)();
}

function wrongTypes(r: Random): string {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < 6; i++) body[r.pick(FIELDS)] = wrongValue(r);
  return JSON.stringify(body);
}

/** A path of `pattern` with one of its parameters (or a segment added at the end) set to `value`. */
function withSegment(path: string, value: string, r: Random): string {
  const parts = path.split('/');
  const params = parts.map((p, i) => (p === 'x' || /^[0-9a-f-]{36}$/.test(p) ? i : -1)).filter((i) => i >= 0);
  if (!params.length) return `${path.replace(/\/$/, '')}/${value}`;
  parts[r.pick(params)] = value;
  return parts.join('/');
}

/** The cases for one endpoint; `path` is a concrete URL of it. */
export function casesFor(method: string, path: string, r: Random): FuzzCase[] {
  const ctl = r.pick(CONTROLS);
  const query = (k: string, v: string) => `${path}${path.includes('?') ? '&' : '?'}${k}=${v}`;
  const cases: FuzzCase[] = [
    { kind: 'NUL in the path', path: withSegment(path, `a${enc('\u0000')}`, r) },
    { kind: 'control in the path', path: withSegment(path, enc(`x${ctl}y`), r) },
    { kind: 'control in the query', path: query(r.pick(QUERY_KEYS), enc(`v${ctl}`)) },
    { kind: 'prototype key in the query', path: query(enc(r.pick(PROTOTYPE_KEYS)), '1') },
    { kind: 'wrong types in the query', path: query(r.pick(QUERY_KEYS), enc('x'.repeat(5000))) },
  ];
  if (method === 'GET' || method === 'HEAD') return cases;
  const protoKey = r.pick(PROTOTYPE_KEYS);
  return [
    ...cases,
    { kind: 'prototype key in the body', path, body: `{"${r.pick(FIELDS)}":{"${protoKey}":{"polluted":true}}}` },
    { kind: 'prototype key at the top', path, body: `{"${protoKey}":{"polluted":true},"id":"x"}` },
    { kind: 'JSON 40 levels deep', path, body: deep(40, r) },
    { kind: 'NUL in a body string', path, body: JSON.stringify({ [r.pick(FIELDS)]: `a${'\u0000'}b` }) },
    { kind: 'wrong types in the body', path, body: wrongTypes(r) },
    { kind: 'wrong types in the body', path, body: wrongTypes(r) },
    { kind: 'an array for the object', path, body: JSON.stringify([wrongValue(r), wrongValue(r)]) },
    { kind: 'a bare value for the object', path, body: JSON.stringify(wrongValue(r)) },
  ];
}

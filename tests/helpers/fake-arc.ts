import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for an Arc XP organisation's read APIs, on a free local port (issue 27): the Content API (a document by
 * address or id, search, collections), the site service (navigation, sections), the author service and a photo
 * centre. It answers the paths our Arc sources call, with the documents a test gives it, and records every request.
 */

type Doc = Record<string, unknown>;

export interface FakeArcData {
  /** Documents of every website, as the Content API gives them. */
  documents: Doc[];
  /** Collection id → ids of its documents, in order. */
  collections?: Record<string, string[]>;
  /** Site service sections by website, then id. */
  sections?: Record<string, Record<string, Doc>>;
  /** Navigation by website, then hierarchy. */
  navigation?: Record<string, Record<string, Doc>>;
  /** The author service's authors. */
  authors?: Doc[];
}

export interface FakeArc {
  /** The API base (ARC_CONTENT_BASE). */
  url: string;
  token: string;
  /** Every request's path and query, in order ('/content/v4/search/published?website=…'). */
  requests: string[];
  /** Answer 503 to every API call (the photo centre too) while true. */
  down: boolean;
  /** Answer this many more searches, then fail every one (a sync stopped half-way); undefined: never fail. */
  failSearchesAfter?: number;
  data: FakeArcData;
  close(): Promise<void>;
}

const get = (doc: unknown, path: string[]): unknown[] => {
  if (doc === undefined || doc === null) return [];
  if (Array.isArray(doc)) return doc.flatMap((d) => get(d, path));
  if (path.length === 0) return [doc];
  if (typeof doc !== 'object') return [];
  return get((doc as Doc)[path[0]], path.slice(1));
};

const unquote = (v: string) => (v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v);

/** The part of Elasticsearch's query-string syntax our sources write: clauses joined by AND. */
function matcher(q: string): (doc: Doc) => boolean {
  const clauses = q
    .split(' AND ')
    .map((c) => c.trim())
    .filter(Boolean);
  const tests = clauses.map((clause): ((doc: Doc) => boolean) => {
    const field = /^([\w.]+):(.*)$/s.exec(clause);
    if (!field) {
      // A reader's word: somewhere in the headline, description or body.
      const word = clause.replace(/\\(.)/g, '$1').toLowerCase();
      return (doc) =>
        [
          ...get(doc, ['headlines', 'basic']),
          ...get(doc, ['description', 'basic']),
          ...get(doc, ['content_elements', 'content']),
        ].some((text) => String(text).toLowerCase().includes(word));
    }
    const [, name, value] = field;
    const path = name.split('.');
    const span = /^([[{])(\S+) TO (\S+)([\]}])$/.exec(value);
    if (span) {
      const [, open, from, to, close] = span;
      const lo = from === '*' ? -Infinity : Date.parse(unquote(from));
      const hi = to === '*' ? Infinity : Date.parse(unquote(to));
      return (doc) =>
        get(doc, path).some((v) => {
          const t = Date.parse(String(v));
          return (open === '[' ? t >= lo : t > lo) && (close === ']' ? t <= hi : t < hi);
        });
    }
    const values = value.startsWith('(')
      ? value
          .slice(1, -1)
          .split(' OR ')
          .map((v) => unquote(v.trim()))
      : [unquote(value)];
    return (doc) => get(doc, path).some((v) => values.includes(String(v)));
  });
  return (doc) => tests.every((t) => t(doc));
}

function inWebsite(doc: Doc, website: string): boolean {
  const websites = (doc.websites ?? {}) as Record<string, unknown>;
  return doc.canonical_website === website || website in websites;
}

function sorted(docs: Doc[], sort: string | null): Doc[] {
  const [field, dir] = (sort ?? 'publish_date:desc').split(':');
  const sign = dir === 'asc' ? 1 : -1;
  return [...docs].sort((a, b) => {
    const d = Date.parse(String(a[field])) - Date.parse(String(b[field]));
    return d !== 0 ? sign * d : String(a._id).localeCompare(String(b._id));
  });
}

function withoutBody(doc: Doc, exclude: string | null): Doc {
  if (!exclude?.split(',').includes('content_elements')) return doc;
  const { content_elements: _body, ...rest } = doc;
  return rest;
}

let photo: Promise<Buffer> | undefined;
const photoBytes = () =>
  (photo ??= sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer());

/** Starts the fake; its documents can be given later (`fake.data = …`), once they can name its origin. */
export async function startFakeArc(
  data: FakeArcData = { documents: [] },
  opts: { port?: number; token?: string } = {},
): Promise<FakeArc> {
  const token = opts.token ?? 'fake-arc-token';
  const fake: FakeArc = {
    url: '',
    token,
    requests: [],
    down: false,
    data,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { data } = fake;
    const url = new URL(req.url ?? '/', 'http://fake-arc');
    fake.requests.push(url.pathname + url.search);
    const p = url.searchParams;
    if (url.pathname.startsWith('/photo/')) {
      if (fake.down) return json(res, 503, { error: 'down' });
      if (!url.pathname.endsWith('.jpg')) return json(res, 404, { error: 'no such photo' });
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(await photoBytes());
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { error: 'unauthorized' });
    if (fake.down) return json(res, 503, { error: 'down' });
    const website = p.get('website') ?? '';
    const docs = data.documents.filter((d) => inWebsite(d, website));

    if (url.pathname === '/content/v4/') {
      const wanted = p.get('website_url');
      const id = p.get('_id');
      const doc = data.documents.find((d) =>
        id
          ? d._id === id && inWebsite(d, website)
          : d.canonical_url === wanted ||
            ((d.websites ?? {}) as Record<string, { website_url?: string }>)[website]?.website_url === wanted,
      );
      return doc ? json(res, 200, doc) : json(res, 404, { error: 'not found' });
    }

    if (url.pathname === '/content/v4/search/published') {
      if (fake.failSearchesAfter !== undefined) {
        if (fake.failSearchesAfter <= 0) return json(res, 500, { error: 'search failed' });
        fake.failSearchesAfter -= 1;
      }
      const found = sorted(docs.filter(matcher(p.get('q') ?? '')), p.get('sort'));
      const from = Number(p.get('from') ?? 0);
      const size = Number(p.get('size') ?? 10);
      const page = found.slice(from, from + size).map((d) => withoutBody(d, p.get('_sourceExclude')));
      return json(res, 200, {
        type: 'results',
        version: '0.10.12',
        content_elements: page,
        count: found.length,
        ...(from + size < found.length ? { next: from + size } : {}),
      });
    }

    if (url.pathname === '/content/v4/collections') {
      const ids = data.collections?.[p.get('_id') ?? ''];
      if (!ids) return json(res, 404, { error: 'no such collection' });
      const from = Number(p.get('from') ?? 0);
      const size = Math.min(20, Number(p.get('size') ?? 20));
      const items = ids
        .slice(from, from + size)
        .map((id) => docs.find((d) => d._id === id) ?? { type: 'reference', referent: { id, type: 'story' } });
      return json(res, 200, { _id: p.get('_id'), type: 'collection', version: '0.10.12', content_elements: items });
    }

    const nav = /^\/site\/v3\/navigation\/([^/]+)\/?$/.exec(url.pathname);
    if (nav) {
      const node = data.navigation?.[decodeURIComponent(nav[1])]?.[p.get('hierarchy') ?? 'default'];
      return node ? json(res, 200, node) : json(res, 404, { error: 'no such hierarchy' });
    }
    const section = /^\/site\/v3\/website\/([^/]+)\/section\/?$/.exec(url.pathname);
    if (section) {
      const all = data.sections?.[decodeURIComponent(section[1])] ?? {};
      // Without `_id`, the list form, a page at a time (`offset`, `size`).
      if (!p.has('_id')) {
        const offset = Number(p.get('offset') ?? 0);
        const list = Object.values(all);
        return json(res, 200, {
          q_results: list.slice(offset, offset + Number(p.get('size') ?? 10)),
          count: list.length,
        });
      }
      const node = all[p.get('_id') ?? ''];
      return node ? json(res, 200, node) : json(res, 404, { error: 'no such section' });
    }

    if (url.pathname === '/author/v2/author-service') {
      const id = p.get('_id');
      const slug = p.get('slug');
      const authors = (data.authors ?? []).filter((a) => (id ? a._id === id : slug ? a.slug === slug : true));
      return json(res, 200, { authors });
    }
    return json(res, 404, { error: `no route ${url.pathname}` });
  };

  const server = http.createServer((req, res) => {
    answer(req, res).catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The requests made since `start` (an index into `requests`) that were made more than once. */
export function repeatedRequests(fake: FakeArc, start = 0): string[] {
  const seen = new Map<string, number>();
  for (const r of fake.requests.slice(start)) seen.set(r, (seen.get(r) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([r]) => r);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';

/**
 * Issue 14, item 4: every internal link a reader can reach within two clicks of each site's home answers. The first
 * click is every link of the home (main bar, 'Más', hamburger, footer, banners, cards); the second every link of one
 * section landing and one article found there.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SITES = [...loadSites().keys()];

/** How many requests are in flight at once: enough to overlap rendering with parsing, gentle on two cores. */
const PARALLEL = 4;

interface Visit {
  status: number;
  html: string;
}

interface Failure {
  link: string;
  status: number;
  foundOn: string;
}

const decode = (href: string) =>
  href.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/** The internal addresses a page links to (anchors only; no fragments, no other hosts, no mail or phone links). */
export function internalLinks(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(raw);
    if (!href || href.startsWith('#')) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    url.hash = '';
    links.add(url.pathname + url.search);
  }
  return [...links];
}

function createCrawler(site: string) {
  const visits = new Map<string, Promise<Visit>>();
  const withSite = (link: string) => `${server.url}${link}${link.includes('?') ? '&' : '?'}_website=${site}`;
  const visit = (link: string): Promise<Visit> => {
    let pending = visits.get(link);
    if (!pending) {
      pending = fetch(withSite(link), { redirect: 'follow' }).then(async (res) => ({
        status: res.status,
        html: (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : await drain(res),
      }));
      visits.set(link, pending);
    }
    return pending;
  };
  const failures: Failure[] = [];
  /** Visits every link of `page` (a few at a time) and notes those answering 4xx or 5xx. */
  const follow = async (page: string): Promise<string[]> => {
    const { html } = await visit(page);
    const links = internalLinks(html, server.url);
    for (let i = 0; i < links.length; i += PARALLEL)
      await Promise.all(
        links.slice(i, i + PARALLEL).map(async (link) => {
          const { status } = await visit(link);
          if (status >= 400 && !failures.some((f) => f.link === link))
            failures.push({ link, status, foundOn: page });
        }),
      );
    return links;
  };
  return { visit, follow, failures, visited: () => visits.size };
}

async function drain(res: Response): Promise<string> {
  await res.arrayBuffer();
  return '';
}

const report = (failures: Failure[]) => failures.map((f) => `${f.status} ${f.link} (found on ${f.foundOn})`);

describe('crawl: every link within two clicks of the home answers', () => {
  it.each(SITES)('%s', { timeout: 120_000 }, async (site) => {
    const crawler = createCrawler(site);
    const home = await crawler.visit('/');
    expect(home.status).toBe(200);
    const firstClick = await crawler.follow('/');
    const props = loadSites().get(site)!;
    const section = props.navigation.main.find((item) => item.link !== '/')?.link;
    const article = firstClick.find((link) => /\/articulo\//.test(link));
    expect(section, 'a section in the main bar').toBeDefined();
    expect(article, 'an article linked from the home').toBeDefined();
    await crawler.follow(section!);
    await crawler.follow(article!);
    expect(report(crawler.failures)).toEqual([]);
    expect(crawler.visited()).toBeGreaterThan(40);
  });
});

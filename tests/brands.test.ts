import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';
import { SEE_MORE_LABEL } from '../blocks/opinion-carousel/OpinionCarousel';
import { PREVIOUS_FORUMS_TITLE } from '../blocks/forums-previous-grid/previous-forums';
import { repeatedHeadlines, storyHeadlines } from './helpers/headlines';
import { ownSections, storyLinks } from './helpers/own-sections';

/**
 * Issue 14, item 2 ("each site its own") and its done-when: the six homes are six magazines, not one page with six
 * logos. Headlines are what a reader compares: those of every story the page links to, the right rail's lists
 * included (./helpers/headlines.ts).
 */

let server: TestServer;
const homes = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  for (const site of loadSites().keys()) {
    const res = await fetch(`${server.url}/?_website=${site}`);
    expect(res.status, site).toBe(200);
    homes.set(site, await res.text());
  }
}, 120_000);
afterAll(() => server?.close());

const SITES = [...loadSites().keys()];

/** The blocks of a site's home, in order, from its page file (containers' children included). */
function homeBlocks(site: string): string[] {
  const file = path.join(import.meta.dirname, '..', 'page-configs', site, 'home.json');
  const walk = (nodes: { block?: string; children?: Record<string, unknown[]> }[]): string[] =>
    nodes.flatMap((n) => [
      ...(n.block ? [n.block] : []),
      ...Object.values(n.children ?? {}).flatMap((c) => walk(c as typeof nodes)),
    ]);
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { areas: Record<string, typeof nodes> };
  const nodes: { block?: string; children?: Record<string, unknown[]> }[] = Object.values(page.areas).flat();
  return walk(nodes);
}

const pairs = SITES.flatMap((a, i) => SITES.slice(i + 1).map((b) => [a, b] as const));

describe('each site its own (issue 14, 2)', () => {
  it.each(SITES)('%s: its home shows no headline twice', (site) => {
    expect(storyHeadlines(homes.get(site)!).length, 'headlines on the home').toBeGreaterThan(20);
    expect(repeatedHeadlines(homes.get(site)!).join(' | ')).toBe('');
  });

  it.each(pairs)('%s and %s: homes share under a fifth of their headlines and differ in their blocks', (a, b) => {
    const [ha, hb] = [new Set(storyHeadlines(homes.get(a)!)), new Set(storyHeadlines(homes.get(b)!))];
    const shared = [...ha].filter((h) => hb.has(h));
    expect(shared.length / Math.min(ha.size, hb.size), shared.join(' | ')).toBeLessThan(0.2);
    expect(homeBlocks(a)).not.toEqual(homeBlocks(b));
  });

  it.each([
    ['soho', 'class="age-gate"'],
    ['soho', 'Mujeres Soho'],
    ['foros-semana', PREVIOUS_FORUMS_TITLE],
    ['foros-semana', 'MOMENTOS IMPERDIBLES'],
    ['foros-semana', 'Esto dijo...'],
    ['semana', SEE_MORE_LABEL],
    ['mujeres', '>Belleza<'],
    ['semanarural', '>Agro<'],
    ['elpais', '>Cali<'],
  ])("%s's home shows its own %s", (site, own) => {
    expect(homes.get(site)).toContain(own);
  });

  // The stories a brand's home links to are mostly of its own sections (those its menus name), not another brand's.
  it.each(SITES)('%s: most stories on its home are of its own sections', (site) => {
    const own = ownSections(site);
    const stories = storyLinks(homes.get(site)!);
    const mine = stories.filter((link) => own.some((section) => link.startsWith(section)));
    expect(stories.length).toBeGreaterThan(20);
    expect(mine.length / stories.length, `${mine.length} of ${stories.length}`).toBeGreaterThan(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, type AnyBlock, type FetchContext } from './define-block';
import { preparePage } from './prepare-page';
import { resolveData } from './resolve';
import type { BlockRegistry } from './registry';
import { loadSite } from '../server/sites';
import type { Sources } from '../contracts/sources';

const story = (n: number) => `/nacion/articulo/nota-${n}/ID${n}/`;
const Nothing = () => null;
const config = z.object({});

/** A block whose data holds some story links, in a shape the runtime does not know. */
const cards = (urls: string[]) =>
  defineBlock({
    name: 'cards',
    description: 'Tarjetas de prueba',
    version: 1,
    config,
    fetch: async () => ({ groups: [{ items: urls.map((url) => ({ link: { href: url } })) }] }),
    component: Nothing,
  }) as unknown as AnyBlock;

/** An index (latest, most read) of stories 1 to 6 that keeps the first two the page does not show yet. */
const index = defineBlock({
  name: 'index',
  description: 'Índice de prueba',
  version: 1,
  config,
  fetch: async (_config, ctx: FetchContext) =>
    [1, 2, 3, 4, 5, 6]
      .map(story)
      .filter((u) => !ctx.shown?.has(u))
      .slice(0, 2),
  component: Nothing,
  leavesOutShown: true,
}) as unknown as AnyBlock;

describe('resolveData: blocks that leave out what the page shows', () => {
  it('run after the others, see their stories and the page story, and each other in page order', async () => {
    const registry: BlockRegistry = new Map([
      ['first', cards([story(1), `https://www.semana.com${story(3)}`])],
      ['index', index],
    ]);
    const { areas } = preparePage(
      {
        areas: {
          main: [{ block: 'first', config: { published: true } }],
          rail: [
            { block: 'index', config: { published: true } },
            { block: 'index', config: { published: true } },
          ],
        },
      },
      registry,
    );
    const ctx = { site: loadSite('semana'), now: 0, path: '/', params: {}, sources: {} as Sources, query: {} };
    const page = { _id: 'ID2', canonical_url: story(2) } as FetchContext['story'];
    const data = await resolveData(areas, { ...ctx, story: page }, { timeoutMs: 500, onError: () => {} });
    const [first, second] = [...data.entries()].filter(([block]) => block.def.name === 'index').map(([, d]) => d);
    expect(first).toEqual([story(4), story(5)]);
    expect(second).toEqual([story(6)]);
  });
});

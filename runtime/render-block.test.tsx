import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, type AnyBlock, type FetchContext } from './define-block';
import { fetchBlock, renderBlock } from './render-block';
import type { BlockRegistry } from './registry';
import { loadSite } from '../server/sites';
import type { Sources } from '../contracts/sources';

// A block that, like the article body, shows more to a reader the server has found entitled.
const body = defineBlock({
  name: 'body',
  description: 'Bloque de prueba',
  version: 1,
  config: z.object({ label: z.string().default('Cuerpo') }),
  async fetch({ label }, { reader }) {
    return reader?.subscriptionStatuses.includes(1) ? `${label} completo` : null;
  },
  component: ({ data }: { data: string }) => <p className="body">{data}</p>,
}) as unknown as AnyBlock;
const island = defineBlock({
  name: 'island',
  description: 'Bloque de prueba',
  version: 1,
  config: z.object({}),
  component: () => <button>Isla</button>,
  interactive: { hydrate: 'load' },
}) as unknown as AnyBlock;
const registry: BlockRegistry = new Map([
  ['body', body],
  ['island', island],
]);

const ctx: FetchContext = { site: loadSite('semana'), now: 0, path: '/nota/', params: {}, sources: {} as Sources };
const entitled = { ...ctx, reader: { subscriptionStatuses: [1] } };

describe('renderBlock: one registered block, by name, outside a page', () => {
  it("renders the block's own fetch and component with the config's defaults", async () => {
    expect(await renderBlock(registry, 'body', { published: true }, entitled)).toBe(
      '<p class="body">Cuerpo completo</p>',
    );
  });

  it('renders nothing when the fetch answers null or the block is unpublished', async () => {
    expect(await renderBlock(registry, 'body', { published: true }, ctx)).toBe('');
    expect(await renderBlock(registry, 'body', {}, entitled)).toBe('');
  });

  it('refuses an unknown block and an island (its markup belongs to its page)', async () => {
    await expect(renderBlock(registry, 'nope', { published: true }, ctx)).rejects.toThrow('unknown block "nope"');
    await expect(renderBlock(registry, 'island', { published: true }, ctx)).rejects.toThrow('island');
  });

  it('fetchBlock hands back the parsed config and the data, for answers that are JSON', async () => {
    expect(await fetchBlock(registry, 'body', { published: true, label: 'Texto' }, entitled)).toMatchObject({
      config: { published: true, label: 'Texto' },
      data: 'Texto completo',
    });
  });
});

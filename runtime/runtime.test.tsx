import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type AnyBlock, type BlockProps } from './define-block';
import { listOrNull, type ListData } from './list';
import { preparePage } from './prepare-page';
import { resolveData } from './resolve';
import { renderBody } from './render';
import { layouts } from '../layouts';
import type { BlockRegistry } from './registry';
import type { RenderContext } from './types';
import { loadSite } from '../server/sites';
import type { Sources } from '../contracts/sources';

const ctx: RenderContext = { site: loadSite('semana'), now: Date.UTC(2026, 10, 20, 15), path: '/', params: {} };

function Title({ config, data }: BlockProps<{ text: string }, ListData<string> | null>) {
  return <h2>{`${config.text}: ${data ? data.items.join(',') : 'sin datos'}`}</h2>;
}

const config = z.object({ text: z.string().default('x') });
const listBlock = (name: string, fetch: () => Promise<ListData<string> | null>, interactive = false) =>
  defineBlock({
    name,
    description: 'Bloque de prueba',
    version: 1,
    config,
    fetch,
    component: Title,
    interactive: interactive ? { hydrate: 'visible' } : false,
  }) as unknown as AnyBlock;

async function renderPage(
  registry: BlockRegistry,
  main: { block: string; config: Record<string, unknown> }[],
  query: Record<string, string> = {},
) {
  const { areas, problems } = preparePage({ areas: { main } }, registry);
  const onError = vi.fn();
  const data = await resolveData(areas, { ...ctx, sources: {} as Sources, query }, { timeoutMs: 100, onError });
  return { ...renderBody(layouts.bare, areas, data, ctx), problems, onError };
}

describe('block runtime', () => {
  const registry: BlockRegistry = new Map([
    ['ok', listBlock('ok', async () => listOrNull(['a', 'b']))],
    ['empty', listBlock('empty', async () => listOrNull([]))],
    ['missing', listBlock('missing', async () => null)],
    ['deliberate', listBlock('deliberate', async () => ({ items: [] }))],
    [
      'static',
      defineBlock({ name: 'static', description: 'Sin datos', version: 1, config, component: Title }) as AnyBlock,
    ],
    ['fails', listBlock('fails', async () => Promise.reject(new Error('boom')))],
    ['slow', listBlock('slow', () => new Promise((resolve) => setTimeout(() => resolve({ items: ['late'] }), 1000)))],
    ['island', listBlock('island', async () => listOrNull(['i']), true)],
  ]);

  it('renders blocks in page order and removing one from the JSON removes it from the HTML', async () => {
    const both = await renderPage(registry, [
      { block: 'ok', config: { published: true, text: 'A' } },
      { block: 'ok', config: { published: true, text: 'B' } },
    ]);
    expect(both.html.indexOf('A: a,b')).toBeLessThan(both.html.indexOf('B: a,b'));
    const one = await renderPage(registry, [{ block: 'ok', config: { published: true, text: 'A' } }]);
    expect(one.html).not.toContain('B:');
  });

  it('renders nothing for an unpublished block (published defaults to false)', async () => {
    const { html } = await renderPage(registry, [{ block: 'ok', config: { text: 'Oculto' } }]);
    expect(html).not.toContain('Oculto');
  });

  it('renders nothing when fetch returns null, as listOrNull does for an empty list', async () => {
    const { html } = await renderPage(registry, [
      { block: 'empty', config: { published: true, text: 'Vacio' } },
      { block: 'missing', config: { published: true, text: 'Nulo' } },
      { block: 'ok', config: { published: true, text: 'Lista' } },
    ]);
    expect(html).not.toMatch(/Vacio|Nulo/);
    expect(html).toContain('Lista: a,b');
  });

  it('does not guess emptiness from the data: what fetch returns renders, and a block without fetch gets null', async () => {
    const { html } = await renderPage(registry, [
      { block: 'deliberate', config: { published: true, text: 'Deliberado' } },
      { block: 'static', config: { published: true, text: 'Fijo' } },
    ]);
    expect(html).toContain('Deliberado: </h2>');
    expect(html).toContain('Fijo: sin datos');
  });

  it('leaves out only the block whose fetch fails or times out, and reports it', async () => {
    const { html, onError } = await renderPage(registry, [
      { block: 'fails', config: { published: true, text: 'Roto' } },
      { block: 'slow', config: { published: true, text: 'Lento' } },
      { block: 'ok', config: { published: true, text: 'Sano' } },
    ]);
    expect(html).toContain('Sano: a,b');
    expect(html).not.toMatch(/Roto|Lento/);
    expect(onError.mock.calls.map(([b, e]) => [b.def.name, e.message])).toEqual([
      ['fails', 'boom'],
      ['slow', 'timed out after 100 ms'],
    ]);
  });

  it('skips and reports unknown blocks and invalid configs instead of dropping them silently', async () => {
    const { html, problems } = await renderPage(registry, [
      { block: 'nope', config: {} },
      { block: 'ok', config: { published: true, text: 5 } },
      { block: 'ok', config: { published: true, text: 'Bien' } },
    ]);
    expect(html).toContain('Bien');
    expect(problems).toEqual([
      { pointer: '/areas/main/0', block: 'nope', message: 'unknown block "nope"' },
      { pointer: '/areas/main/1/config/text', block: 'ok', message: expect.stringContaining('string') },
    ]);
  });

  it('wraps an interactive block in an island with only its own props', async () => {
    const { html, islands, eagerIslands } = await renderPage(registry, [
      { block: 'island', config: { published: true, text: 'T' } },
    ]);
    expect([...islands]).toEqual(['island']);
    // 'visible': its chunk waits until the island nears the screen.
    expect([...eagerIslands]).toEqual([]);
    expect(html).toContain('<news-island data-block="island" data-hydrate="visible" data-island-status="found">');
    expect(html).toContain('{"config":{"published":true,"text":"T"},"data":{"items":["i"]}}');
  });

  it('escapes island props so a closing script tag in content cannot break out', async () => {
    const reg: BlockRegistry = new Map([
      ['island', listBlock('island', async () => listOrNull(['</script><script>alert(1)']), true)],
    ]);
    const { html } = await renderPage(reg, [{ block: 'island', config: { published: true } }]);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  describe('a block that reads the query string declares it, and gets only what its schema accepts', () => {
    const seen: unknown[] = [];
    // Defined here, as a new block would be in its own folder: nothing else (handler, RenderContext) knows `page`.
    const paged = defineBlock({
      name: 'paged',
      description: 'Bloque de prueba',
      version: 1,
      config,
      query: z.object({ page: z.coerce.number().int().min(1).max(9).optional(), tab: z.enum(['a', 'b']).default('a') }),
      async fetch({ text }, { query }) {
        seen.push(query);
        return listOrNull([`${text} p${query?.page ?? 1} ${query?.tab}`]);
      },
      component: Title,
    }) as unknown as AnyBlock;
    const reg: BlockRegistry = new Map([
      ['paged', paged],
      ['ok', listBlock('ok', async () => listOrNull(['a']))],
    ]);
    const page = [{ block: 'paged', config: { published: true, text: 'Lista' } }];

    it('hands the parsed, typed values to its fetch', async () => {
      seen.length = 0;
      const { html } = await renderPage(reg, page, { page: '3', tab: 'b', q: 'otra cosa' });
      expect(html).toContain('Lista p3 b');
      // Keys the block did not declare never reach it.
      expect(seen).toEqual([{ page: 3, tab: 'b' }]);
    });

    it('drops a value its schema refuses (the default, if any) and still renders the page', async () => {
      seen.length = 0;
      const { html, onError } = await renderPage(
        reg,
        [...page, { block: 'ok', config: { published: true, text: 'Otro' } }],
        {
          page: '99',
          tab: '<script>',
        },
      );
      expect(html).toContain('Lista p1 a');
      expect(html).toContain('Otro: a');
      expect(onError).not.toHaveBeenCalled();
      expect(seen).toEqual([{ tab: 'a' }]);
    });

    it('refuses a query key that could be missing without an answer', () => {
      expect(() =>
        defineBlock({
          name: 'strict',
          description: 'Bloque de prueba',
          version: 1,
          config,
          query: z.object({ id: z.string() }),
          component: Title,
        }),
      ).toThrow('strict: query `id` must be optional');
    });
  });
});

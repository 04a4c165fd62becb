import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, type AnyBlock } from './define-block';
import { markNode } from './node-marks';
import { preparePage } from './prepare-page';
import { renderBody } from './render';
import { resolveData } from './resolve';
import { layouts } from '../layouts';
import type { BlockRegistry } from './registry';
import type { RenderContext } from './types';
import { loadSite } from '../server/sites';
import type { Sources } from '../contracts/sources';

describe('markNode', () => {
  it('puts the id on the first element, after spaces and comments', () => {
    expect(markNode('<section class="a"><p>x</p></section>', 'abcd1234')).toBe(
      '<section data-node-id="abcd1234" class="a"><p>x</p></section>',
    );
    expect(markNode(' <!--$--><news-island data-block="b">', 'abcd1234')).toBe(
      ' <!--$--><news-island data-node-id="abcd1234" data-block="b">',
    );
  });

  it('wraps text and boxless elements, and marks nothing with a malformed id or no HTML', () => {
    expect(markNode('solo texto', 'abcd1234')).toBe(
      '<div data-node-id="abcd1234" style="display:contents">solo texto</div>',
    );
    expect(markNode('<style>p{}</style><p>x</p>', 'abcd1234')).toMatch(/^<div data-node-id="abcd1234"/);
    expect(markNode('<p>x</p>', '"><script>')).toBe('<p>x</p>');
    expect(markNode('', 'abcd1234')).toBe('');
  });
});

describe('renderBody with node ids', () => {
  const block = (name: string, interactive: boolean) =>
    defineBlock({
      name,
      description: 'Bloque de prueba',
      version: 1,
      config: z.object({ text: z.string().default('x') }),
      component: ({ config }: { config: { text: string } }) => <h2>{config.text}</h2>,
      interactive: interactive ? { hydrate: 'visible' } : false,
    }) as unknown as AnyBlock;
  const registry: BlockRegistry = new Map([
    ['plain', block('plain', false)],
    ['island', block('island', true)],
  ]);
  const ctx: RenderContext = { site: loadSite('semana'), now: 0, path: '/', params: {} };
  const page = {
    areas: {
      main: [
        {
          id: 'cont0001',
          container: 'two-column',
          children: {
            main: [{ id: 'plain001', block: 'plain', config: { published: true, text: 'Uno' } }],
            rail: [{ id: 'isla0001', block: 'island', config: { published: true, text: 'Dos' } }],
          },
        },
      ],
    },
  };
  const render = async (nodeIds: boolean) => {
    const { areas } = preparePage(page, registry);
    const data = await resolveData(
      areas,
      { ...ctx, sources: {} as Sources, query: {} },
      { timeoutMs: 100, onError: () => {} },
    );
    return renderBody(layouts.bare, areas, data, ctx, { nodeIds }).html;
  };

  it('marks every block and container in an editor preview, and nothing for readers', async () => {
    const preview = await render(true);
    expect(preview).toContain('<div class="container-node" data-node-id="cont0001">');
    expect(preview).toContain('<h2 data-node-id="plain001">Uno</h2>');
    expect(preview).toContain('<news-island data-node-id="isla0001" data-block="island"');
    const reader = await render(false);
    expect(reader).toContain('<h2>Uno</h2>');
    expect(reader).not.toContain('data-node-id');
  });
});

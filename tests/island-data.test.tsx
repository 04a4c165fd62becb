// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBlocks } from '../runtime/registry';
import { RenderContextProvider } from '../runtime/context';
import { HydratingIsland } from '../runtime/server-html';
import { ctxFixture } from '../fixtures/site';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StoriesModule = { default: { args?: { config?: object; data?: unknown; ctx?: ReturnType<typeof ctxFixture> } } };
const storyFiles = import.meta.glob<StoriesModule>('../blocks/*/*.stories.tsx', { eager: true });

// Each hydrated island is unmounted after its test: a root left mounted keeps its listeners on the window.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/**
 * A block whose island ships less than it rendered (`islandData`, decision 0062) must hydrate over the server's HTML
 * without a mismatch and leave what the reader sees as it was: the server's cards, from the whole data.
 */
describe('islands that ship stand-ins for their server HTML', async () => {
  const trimmed = [...(await loadBlocks()).values()].filter((b) => b.interactive && b.islandData);

  it('include the home’s hero slider and card grids', () => {
    expect(trimmed.map((b) => b.name)).toEqual(expect.arrayContaining(['hero-slider', 'article-card-grid']));
  });

  it.each(trimmed.map((b) => [b.name, b] as const))(
    '%s hydrates from its island data and keeps the page',
    async (name, block) => {
      const [, mod] = Object.entries(storyFiles).find(([file]) => file.startsWith(`../blocks/${name}/`)) ?? [];
      const args = mod?.default.args ?? {};
      expect(args.data, `${name}'s stories give data`).toBeTruthy();
      const ctx = args.ctx ?? ctxFixture();
      const config = { published: true, ...args.config };
      const Component = block.component;
      const html = renderToString(
        <RenderContextProvider value={ctx}>
          <Component config={config} data={args.data} ctx={ctx} />
        </RenderContextProvider>,
      );
      const shipped = JSON.parse(JSON.stringify(block.islandData!(args.data)));
      expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(args.data).length);

      const root = document.createElement('div');
      root.innerHTML = html;
      document.body.append(root);
      const before = root.querySelectorAll('a[href], img').length;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        roots.push(
          hydrateRoot(
            root,
            <RenderContextProvider value={ctx}>
              <HydratingIsland.Provider value>
                <Component config={config} data={shipped} ctx={ctx} />
              </HydratingIsland.Provider>
            </RenderContextProvider>,
            { onRecoverableError: (err) => console.error(err) },
          ),
        );
      });
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(before).toBeGreaterThan(0);
      expect(root.querySelectorAll('a[href], img').length).toBe(before);
    },
  );
});

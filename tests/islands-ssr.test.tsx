import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { loadBlocks } from '../runtime/registry';
import { RenderContextProvider } from '../runtime/context';
import { ctxFixture } from '../fixtures/site';

type StoriesModule = Record<string, unknown> & { default: { args?: Record<string, unknown> } };
const storyFiles = import.meta.glob<StoriesModule>('../blocks/*/*.stories.tsx', { eager: true });

/** Every interactive block must render on the server (no window or document during render). */
describe('interactive blocks render on the server', async () => {
  const interactive = [...(await loadBlocks()).values()].filter((b) => b.interactive);

  it('there are interactive blocks to check', () => {
    expect(interactive.length).toBeGreaterThan(3);
  });

  it.each(interactive.map((b) => [b.name, b] as const))(
    '%s renders with its stories’ args and no DOM',
    (name, block) => {
      const [, mod] = Object.entries(storyFiles).find(([file]) => file.startsWith(`../blocks/${name}/`)) ?? [];
      expect(mod, `${name} has stories`).toBeDefined();
      const args = mod!.default.args ?? {};
      expect(typeof document).toBe('undefined');
      const Component = block.component;
      const ctx = (args.ctx as ReturnType<typeof ctxFixture> | undefined) ?? ctxFixture();
      const html = renderToString(
        <RenderContextProvider value={ctx}>
          <Component config={{ published: true, ...(args.config as object) }} data={args.data ?? null} ctx={ctx} />
        </RenderContextProvider>,
      );
      // Rendering is the check (it throws on window/document access); some islands render nothing until mounted.
      expect(typeof html).toBe('string');
    },
  );
});

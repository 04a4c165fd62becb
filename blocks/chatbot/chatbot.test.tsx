import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/render-block';
import type { AnyBlock } from '../../runtime/define-block';
import type { BlockRegistry } from '../../runtime/registry';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';

const ctx = { ...ctxFixture(), sources: fakeSources({}) };
// Registered as the server registers every block (the registry erases each block's config type).
const registry: BlockRegistry = new Map([['chatbot', block as unknown as AnyBlock]]);
const show = (config: Record<string, unknown>) => renderBlock(registry, 'chatbot', config, ctx);

describe('chatbot page (spec 3, 2, S3-112)', () => {
  it('shows nothing until published is set', async () => {
    expect(block.config.parse({ url: '/embed/asistente/' }).published).toBe(false);
    expect(await show({ published: false, url: '/embed/asistente/' })).toBe('');
  });

  it('once published, frames the chat, sandboxed and lazy', async () => {
    const html = await show({ published: true, url: '/embed/asistente/' });
    expect(html).toMatch(/<iframe class="chatbot__frame" src="\/embed\/asistente\/" title="Chat"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sandbox="allow-scripts');
  });

  it('names the frame with the title, and shows nothing without an address', async () => {
    expect(await show({ published: true, url: '/embed/asistente/', title: 'Pregúntele a SEMANA' })).toContain(
      'title="Pregúntele a SEMANA"',
    );
    expect(await show({ published: true })).toBe('');
  });

  it("still frames an editor's outside chat at its https address", async () => {
    expect(await show({ published: true, url: 'https://chat.proveedor.test/' })).toContain(
      'src="https://chat.proveedor.test/"',
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import slider from './index';
import secondary from '../secondary-slider/index';
import { fakeSources } from '../../fixtures/cards';
import { heavyStoryDocs } from '../../fixtures/galleries';
import { ctxFixture } from '../../fixtures/site';

/** The island's props as the page ships them. */
async function islandBytes(block: typeof slider | typeof secondary) {
  const contentApir = vi.fn(async () => ({ content_elements: heavyStoryDocs(12), count: 12 }));
  const ctx = { ...ctxFixture(), sources: fakeSources({ 'content-apir': contentApir }) };
  const config = block.config.parse({
    published: true,
    title: 'Tecnología',
    link: '/tecnologia/',
    section: '/tecnologia',
  });
  const data = await block.fetch!(config, ctx);
  expect(data?.items).toHaveLength(12);
  return new TextEncoder().encode(JSON.stringify({ config, data })).length;
}

describe('slider islands', () => {
  it('keep the props of 12 heavy slides under the 8 KB budget', async () => {
    expect(await islandBytes(slider)).toBeLessThan(8192);
    expect(await islandBytes(secondary)).toBeLessThan(8192);
  });
});

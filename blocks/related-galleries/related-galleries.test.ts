import { describe, expect, it, vi } from 'vitest';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import block from './index';

const ctx = ctxFixture();

describe("'Galerías relacionadas'", () => {
  it('S1-197: asks content-apir-v2 for the primary section without its slash, the subtype and 4 items, leaving out the gallery itself', async () => {
    const v2 = vi.fn(async () => ({ content_elements: [storyDoc(1), storyDoc(2)], count: 2 }));
    const story = articleFixture({ _id: 'fixture-2', subtype: 'galeria' });
    const data = await block.fetch!(
      { published: true },
      { ...ctx, story, sources: fakeSources({ 'content-apir-v2': v2 }) },
    );
    expect(v2).toHaveBeenCalledWith({ includeSections: 'nacion', includeSubtypes: 'galeria', feedSize: 4 });
    expect(data!.items.map((i) => i.url)).toEqual([storyDoc(1).canonical_url]);
  });

  it('renders nothing when the gallery being viewed is the only one of its section', async () => {
    const v2 = vi.fn(async () => ({ content_elements: [storyDoc(2)], count: 1 }));
    const story = articleFixture({ _id: storyDoc(2)._id, subtype: 'galeria' });
    const sources = fakeSources({ 'content-apir-v2': v2 });
    expect(await block.fetch!({ published: true }, { ...ctx, story, sources })).toBeNull();
  });
});

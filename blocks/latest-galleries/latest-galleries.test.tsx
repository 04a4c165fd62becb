// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { articleFixture } from '../../fixtures/article';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import block from './index';
import { LatestGalleries } from './LatestGalleries';

afterEach(cleanup);
const ctx = ctxFixture();

describe("'Últimas galerías'", () => {
  it('S1-195/S1-228: asks content-apir for includeSections=galerias, feedSize=4', async () => {
    const apir = vi.fn(async () => ({ content_elements: [storyDoc(1), storyDoc(2, { withImage: false })], count: 2 }));
    const data = await block.fetch!({ published: true }, { ...ctx, sources: fakeSources({ 'content-apir': apir }) });
    expect(apir).toHaveBeenCalledWith({ includeSections: 'galerias', feedSize: 4 });
    expect(data!.items.map((i) => i.url)).toEqual([storyDoc(1).canonical_url]);
  });

  it('leaves out the gallery being viewed', async () => {
    const apir = vi.fn(async () => ({ content_elements: [storyDoc(1), storyDoc(2), storyDoc(3)], count: 3 }));
    const data = await block.fetch!(
      { published: true },
      { ...ctx, story: articleFixture({ _id: storyDoc(2)._id }), sources: fakeSources({ 'content-apir': apir }) },
    );
    expect(data!.items.map((i) => i.url)).toEqual([storyDoc(1).canonical_url, storyDoc(3).canonical_url]);
  });

  it('cuts headlines at 100 characters plus an ellipsis', () => {
    const long = 'Galería '.repeat(20);
    const items = [{ url: '/galerias/a/', headline: long, image: { url: '/images/a.jpg' } }];
    render(<LatestGalleries config={{ published: true }} data={{ items }} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Últimas galerías' })).toBeTruthy();
    expect(screen.getByRole('link').textContent).toBe(`${long.slice(0, 100)}…`);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import block from './index';
import { MultimediaGallery } from './MultimediaGallery';
import { fakeSources } from '../../fixtures/cards';
import { galleryById, galleryDoc, gallerySlides } from '../../fixtures/galleries';
import { ctxFixture } from '../../fixtures/site';
import type { StoryDocument } from '../../contracts/ans';
import type { GalleryById } from '../../contracts/sources/gallery-by-id';

afterEach(cleanup);

function setup(gallery: GalleryById | null, newest: Partial<StoryDocument>[] = []) {
  const byId = vi.fn(async () => gallery);
  const contentApir = vi.fn(async () => ({ content_elements: newest, count: newest.length }));
  const ctx = { ...ctxFixture(), sources: fakeSources({ 'gallery-by-id': byId, 'content-apir': contentApir }) };
  return { byId, contentApir, ctx };
}

describe('multimedia gallery fetch', () => {
  it("shows the configured gallery's first 12 pictures (spec 3, 9: 8 to 12), with its headline and address", async () => {
    const gallery = galleryById(15);
    const { byId, contentApir, ctx } = setup(gallery);
    const data = await block.fetch!(block.config.parse({ published: true, galleryId: gallery._id }), ctx);
    expect(byId).toHaveBeenCalledWith({ queryString: gallery._id });
    expect(contentApir).not.toHaveBeenCalled();
    expect(data?.items).toHaveLength(12);
    expect(data?.items[0]).toMatchObject({
      id: `${gallery._id}-1`,
      caption: 'Calles inundadas en el centro de Mocoa.',
    });
    expect(data).toMatchObject({ title: gallery.headlines.basic, url: gallery.canonical_url });
  });

  it('without a gallery id, takes the newest gallery the paywall leaves open', async () => {
    const locked = { ...galleryDoc(0), content_restrictions: { content_code: '3' } };
    const { byId, contentApir, ctx } = setup(galleryById(8), [locked, galleryDoc(1)]);
    const data = await block.fetch!(block.config.parse({ published: true, feedSize: 8 }), ctx);
    expect(contentApir).toHaveBeenCalledWith(expect.objectContaining({ includeSections: 'galerias' }));
    expect(byId).toHaveBeenCalledWith({ queryString: galleryDoc(1)._id });
    expect(data?.items).toHaveLength(8);
  });

  it('renders nothing for an unknown gallery', async () => {
    const { ctx } = setup(null);
    expect(await block.fetch!(block.config.parse({ published: true, galleryId: 'nope' }), ctx)).toBeNull();
  });
});

describe('multimedia gallery', () => {
  it('shows each picture with its caption under the gallery headline, which links to the gallery', () => {
    const items = gallerySlides(8);
    render(
      <MultimediaGallery
        config={{ published: true, feedSize: 8 }}
        data={{ items, title: 'En fotos: Mocoa', url: '/nacion/galeria/mocoa/x/' }}
        ctx={ctxFixture()}
      />,
    );
    expect(screen.getByRole('link', { name: 'En fotos: Mocoa' }).getAttribute('href')).toBe('/nacion/galeria/mocoa/x/');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(8);
    expect(within(slides[2]).getByText(items[2].caption!)).toBeTruthy();
    expect(within(slides[2]).getByRole('img').getAttribute('src')).toContain(items[2].id);
    expect(screen.getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(8);
  });
});

import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { GallerySlider } from './GallerySlider';
import { projectSlides } from './project-slides';
import { decideAccess } from '../../contracts/entitlement';
import { publicGalleryElements } from '../../contracts/gallery-lock';

export default defineBlock({
  name: 'gallery-slider',
  description: 'Galería de fotos: deslizador con leyendas y vista ampliada',
  version: 1,
  config,
  // Spec 1, 2.5: the gallery story's own pictures; a story without any shows nothing. The page is
  // cached for everyone, so a gallery the paywall locks ships its lead picture only (spec 1, 4), and its id, for
  // which an entitled reader's browser asks the rest (GET /api/premium/{id}/gallery, server/paywall/premium.ts).
  async fetch(_config, { story, site, reader }): Promise<Data | null> {
    if (!story) return null;
    // An entitled reader (the premium answer, or their own page: decision 0025, never the cached one) gets every picture.
    const locked = decideAccess(story, reader ?? null).locked;
    const elements = locked ? publicGalleryElements(story) : story.content_elements;
    const items = projectSlides({ content_elements: elements }, site.galleryPhotographer);
    return listOrNull(items, { title: story.headlines.basic, ...(locked ? { lockedId: story._id } : {}) });
  },
  component: GallerySlider,
  // The slider is the top of the page: hydrate as soon as the browser is idle.
  interactive: { hydrate: 'idle' },
});

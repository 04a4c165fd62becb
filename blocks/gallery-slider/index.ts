import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { GallerySlider, type GallerySliderData } from './GallerySlider';
import { projectSlides } from './project-slides';
import { isLocked } from '../../contracts/entitlement';
import { publicGalleryElements } from '../../contracts/gallery-lock';

export default defineBlock({
  name: 'gallery-slider',
  description: 'Galería de fotos: deslizador con leyendas y vista ampliada',
  version: 1,
  config: z.object({}),
  // Spec 1, 2.5: the gallery story's own pictures; a story without any shows nothing (empty `items`). The page is
  // cached for everyone, so a gallery the paywall locks ships its lead picture only (spec 1, 4), and its id, for
  // which an entitled reader's browser asks the rest (GET /api/premium/{id}/gallery, server/paywall/premium.ts).
  async fetch(_config, { story, site }): Promise<GallerySliderData | null> {
    if (!story) return null;
    const items = projectSlides({ content_elements: publicGalleryElements(story) }, site.galleryPhotographer);
    return { title: story.headlines.basic, items, ...(isLocked(story) ? { lockedId: story._id } : {}) };
  },
  component: GallerySlider,
  // The slider is the top of the page: hydrate as soon as the browser is idle.
  interactive: { hydrate: 'idle' },
});

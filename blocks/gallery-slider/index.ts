import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { GallerySlider, type GallerySliderData } from './GallerySlider';
import { projectSlides } from './project-slides';

export default defineBlock({
  name: 'gallery-slider',
  description: 'Galería de fotos: deslizador con leyendas y vista ampliada',
  version: 1,
  config: z.object({}),
  // Spec 1, 2.5: the gallery story's own pictures; a story without any shows nothing (empty `items`).
  async fetch(_config, { story, site }): Promise<GallerySliderData | null> {
    if (!story) return null;
    return { title: story.headlines.basic, items: projectSlides(story, site.galleryPhotographer) };
  },
  component: GallerySlider,
  // The slider is the top of the page: hydrate as soon as the browser is idle.
  interactive: { hydrate: 'idle' },
});

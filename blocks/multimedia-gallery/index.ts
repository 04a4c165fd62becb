import { defineBlock } from '../../runtime/define-block';
import type { FetchContext } from '../../runtime/define-block';
import { isLocked } from '../../contracts/entitlement';
import { listOrNull } from '../../runtime/list';
import { GALLERIES_SECTION } from '../galleries-grid/constants';
import { projectSlides } from '../gallery-slider/project-slides';
import { config, type Data } from './config';
import { MultimediaGallery } from './MultimediaGallery';

/** How many of the newest galleries are looked at for one the paywall leaves open. */
const NEWEST_LOOKED_AT = 5;

/** The newest gallery whose pictures everyone may see: a locked one would show its lead picture only. */
async function newestOpenGallery(sources: FetchContext['sources']): Promise<string | undefined> {
  const list = await sources['content-apir']({
    includeSections: GALLERIES_SECTION,
    feedSize: NEWEST_LOOKED_AT,
    sourceInclude: '_id,canonical_url,content_restrictions',
  });
  return list.content_elements.find(
    (doc) => doc._id && doc.canonical_url && !isLocked({ ...doc, canonical_url: doc.canonical_url }),
  )?._id;
}

export default defineBlock({
  name: 'multimedia-gallery',
  description: 'Galería multimedia: las fotos de una galería en un slider con puntos y flechas',
  version: 1,
  config,
  async fetch({ galleryId, feedSize }, { sources, site }): Promise<Data | null> {
    const id = galleryId ?? (await newestOpenGallery(sources));
    const gallery = id ? await sources['gallery-by-id']({ queryString: id }) : null;
    if (!gallery) return null;
    const items = projectSlides(gallery, site.galleryPhotographer).slice(0, feedSize);
    return listOrNull(items, { title: gallery.headlines.basic, url: gallery.canonical_url });
  },
  component: MultimediaGallery,
  interactive: { hydrate: 'visible' },
});

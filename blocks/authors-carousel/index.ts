import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toSlug } from '../../contracts/slug';
import { credited } from '../../contracts/ans';
import { AuthorsCarousel } from './AuthorsCarousel';
import { config, type CarouselAuthor, type Data } from './config';

/**
 * On a story the carousel is for several authors (issue 28): a single byline is already the header's author block,
 * so a story with one author shows no carousel.
 */
export const SEVERAL_AUTHORS = 2;

/** Who the carousel asks the authors source about: configured ids, else the story's bylines. */
function wantedAuthors(ids: Record<string, string> | undefined, ctx: FetchContext): { id: string; name?: string }[] {
  // The map's values, in the order the editor wrote them (its keys only label or order them).
  const configured = Object.values(ids ?? {});
  if (configured.length) return configured.map((id) => ({ id }));
  return credited(ctx.story?.credits?.by)
    .filter((a) => a.name.trim())
    .map((a) => ({ id: a._id ?? toSlug(a.name), name: a.name }));
}

export default defineBlock({
  name: 'authors-carousel',
  description: 'Carrusel de columnistas o de los autores de la nota',
  version: 2,
  migrations: [
    // v1 took a list `authorIds`; spec 3, 3 names the field `autorIds`, a key-value map of author ids.
    {
      to: 2,
      migrate: ({ authorIds, ...rest }) =>
        Array.isArray(authorIds)
          ? { ...rest, autorIds: Object.fromEntries(authorIds.map((id, i) => [String(i + 1), String(id)])) }
          : rest,
    },
  ],
  config,
  // Server only. An author the source does not know keeps the story's byline, without avatar.
  async fetch(config, ctx): Promise<Data | null> {
    const wanted = wantedAuthors(config.autorIds, ctx).filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
    const configured = Object.keys(config.autorIds ?? {}).length > 0;
    if (!configured && wanted.length < SEVERAL_AUTHORS) return null;
    const found = await Promise.all(
      wanted.map(async ({ id, name }): Promise<CarouselAuthor | null> => {
        const record = await ctx.sources['authors-api']({ idAutor: id }).catch(() => null);
        if (record)
          return {
            id,
            byline: record.byline,
            url: record.bio_page,
            ...(record.image ? { image: record.image.url } : {}),
          };
        return name ? { id, byline: name } : null;
      }),
    );
    return listOrNull(found.filter((a): a is CarouselAuthor => a !== null));
  },
  component: AuthorsCarousel,
  // Swiper only matters with arrows, but the island must hydrate the same markup either way.
  interactive: { hydrate: 'visible' },
});

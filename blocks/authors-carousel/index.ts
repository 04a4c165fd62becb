import { z } from 'zod';
import { defineBlock, type FetchContext } from '../../runtime/define-block';
import { authorSlug } from '../../ui/format/author-slug';
import { AuthorsCarousel, type AuthorsCarouselData, type CarouselAuthor } from './AuthorsCarousel';

/** Who the carousel asks the authors source about: configured ids, else the story's bylines. */
function wantedAuthors(authorIds: string[] | undefined, ctx: FetchContext): { id: string; name?: string }[] {
  if (authorIds?.length) return authorIds.map((id) => ({ id }));
  return (ctx.story?.credits?.by ?? [])
    .filter((a) => a.name.trim())
    .map((a) => ({ id: a._id ?? authorSlug(a.name), name: a.name }));
}

export default defineBlock({
  name: 'authors-carousel',
  description: 'Carrusel de columnistas o de los autores de la nota',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
    authorIds: z.array(z.string().min(1)).max(30).optional().meta({
      title: 'Autores',
      description: 'Ids de autor (authors-api). Sin valor: los autores de la historia de la página.',
    }),
  }),
  // Server only. An author the source does not know keeps the story's byline, without avatar.
  async fetch({ authorIds }, ctx): Promise<AuthorsCarouselData> {
    const wanted = wantedAuthors(authorIds, ctx).filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
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
    return { items: found.filter((a): a is CarouselAuthor => a !== null) };
  },
  component: AuthorsCarousel,
  // Swiper only matters with arrows, but the island must hydrate the same markup either way.
  interactive: { hydrate: 'visible' },
});

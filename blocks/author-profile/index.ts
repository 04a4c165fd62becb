import { credited } from '../../contracts/ans';
import { defineBlock } from '../../runtime/define-block';
import { isSlug, toSlug } from '../../contracts/slug';
import { imageUrl } from '../../contracts/image-sizes';
import { AuthorProfile } from './AuthorProfile';
import { config, type Data } from './config';

/**
 * The author's profile, by the slug of /autor/{slug}/. The byline and photo come from the authors
 * source; the bio from the author's credit on their newest story (the authors source has no bio yet).
 */
export default defineBlock({
  name: 'author-profile',
  description: 'Perfil del autor: foto, nombre, cargo, biografía y redes',
  version: 1,
  config,
  async fetch(_config, { params, sources }): Promise<Data> {
    const slug = params.authorSlug ?? '';
    if (!isSlug(slug)) return { slug, author: null };
    const [record, latest] = await Promise.all([
      sources['authors-api']({ idAutor: slug }),
      sources['content-apir-author']({ authorSlug: slug, feedSize: 1, sourceInclude: 'credits.by' }),
    ]);
    const credit = credited(latest.content_elements[0]?.credits?.by).find((by) => toSlug(by.name) === slug);
    const byline = record?.byline ?? credit?.name;
    if (!byline) return { slug, author: null };
    return {
      slug,
      author: {
        byline,
        bio: credit?.description || undefined,
        // The resizer draws every author's photo at its square size, even when the record names none.
        imageUrl: record?.image?.url ?? credit?.image?.url ?? imageUrl(`author-${slug}`, '200x200'),
      },
    };
  },
  head: (_config, data, ctx) =>
    data.author
      ? {
          title: `${data.author.byline} | ${ctx.site.name}`,
          description: data.author.bio ?? `Notas de ${data.author.byline} en ${ctx.site.name}.`,
          canonical: `/autor/${data.slug}/`,
        }
      : { title: `Autor no encontrado | ${ctx.site.name}`, status: 404 },
  component: AuthorProfile,
  interactive: false,
});

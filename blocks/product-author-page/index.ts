import { defineBlock } from '../../runtime/define-block';
import { isSlug } from '../../contracts/slug';
import { toOpinionItems } from '../../ui/opinion/opinion-item';
import { authorSlugFromPath, productOpinionSection } from './author-path';
import { config, type Data } from './config';
import { AUTHOR_PAGE_CARDS, authorPageQuery, ProductAuthorPage } from './ProductAuthorPage';

// Only our own image addresses or https ones make it to the page.
const safePhoto = (url: string | undefined) => (url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : undefined);

export default defineBlock({
  name: 'product-author-page',
  description: 'Página de columnista de una marca producto: perfil y sus columnas en 4 columnas, con «Cargar más»',
  version: 1,
  config,
  // Server only: the columnist from the address's third segment, then the first page of their columns.
  async fetch({ feedSize }, { path, params, site, sources }): Promise<Data> {
    // The author opinion carousel's /opinion/{author-slug}/ has no third segment: its route names the slug.
    const slug = authorSlugFromPath(path) ?? params.authorSlug ?? '';
    const includeSections = productOpinionSection(site.slug);
    const none: Data = { slug, author: null, includeSections, items: [], count: 0 };
    if (!isSlug(slug)) return none;
    const record = await sources['authors-api']({ idAutor: slug });
    if (!record) return none;
    const list = await sources['content-api-search-author'](authorPageQuery(includeSections, record._id, 0, feedSize));
    const photo = safePhoto(record.image?.url);
    return {
      slug,
      author: {
        id: record._id,
        byline: record.byline,
        ...(record.bio ? { bio: record.bio } : {}),
        ...(photo ? { photo } : {}),
      },
      includeSections,
      items: toOpinionItems(list.content_elements, site.name, AUTHOR_PAGE_CARDS),
      next: list.next,
      count: list.count,
    };
  },
  head: (_config, data, ctx) =>
    data.author
      ? {
          title: `${data.author.byline}: columnas de opinión | ${ctx.site.name}`,
          description: data.author.bio ?? `Columnas de opinión de ${data.author.byline} en ${ctx.site.name}.`,
        }
      : { title: `Columnista no encontrado | ${ctx.site.name}`, status: 404 },
  component: ProductAuthorPage,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});

import { defineBlock, type HeadTags } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import { config, type Data } from './config';
import { SectionHeading } from './SectionHeading';
import { sectionCanonical, sectionPath } from './section-path';
import { menuSection } from '../../contracts/site-menus';

function sectionHead(data: Data, ctx: RenderContext): HeadTags {
  const canonical = sectionCanonical(data.path);
  return {
    title: data.title,
    description: data.description,
    canonical,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: ctx.site.name, item: '/' },
          { '@type': 'ListItem', position: 2, name: data.name, item: canonical },
        ],
      },
    ],
  };
}

export default defineBlock({
  name: 'section-heading',
  description: 'Encabezado de la sección: nombre y etiquetas de la página',
  version: 1,
  config,
  async fetch(config, { sources, params, site }): Promise<Data | null> {
    const path = sectionPath(config, params);
    if (!path) return null;
    const node = await sources['section-api']({ queryString: path });
    if (node) return { name: node.name, path, title: node.site.site_title, description: node.site.site_description };
    // A section the menus name but with no stories yet (issue 14): its page still answers 200. A subsection
    // named like a menu section ('semanarural/opinion', the rural opinion carousel's 'Ver todos') takes its name.
    const item = menuSection(site, path) ?? menuSection(site, path.split('/').pop() ?? path);
    if (!item) return null;
    return { name: item.text, path, title: `${item.text} | ${site.name}`, description: item.text };
  },
  head: (_config, data, ctx) => sectionHead(data, ctx),
  component: SectionHeading,
  interactive: false,
});

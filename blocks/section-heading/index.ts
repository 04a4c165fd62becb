import { SLUG_PATTERN } from '../../contracts/slug';
import { z } from 'zod';
import { section } from '../../runtime/fields';
import { defineBlock, type HeadTags } from '../../runtime/define-block';
import type { RenderContext } from '../../runtime/types';
import { SectionHeading, type SectionHeadingData } from './SectionHeading';
import { sectionCanonical, sectionPath } from './section-path';

const slug = z.string().regex(SLUG_PATTERN, 'un identificador de sección como nacion').optional();

function sectionHead(data: SectionHeadingData, ctx: RenderContext): HeadTags {
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
  config: z.object({
    section: section('Sin valor, se toma de la dirección (/seccion/{sección}/)', {
      pattern: SLUG_PATTERN,
      reference: false,
    }),
    subsection: slug.meta({ title: 'Subsección', description: 'Sección madre, para /seccion/{subsección}/{sección}/' }),
  }),
  async fetch(config, { sources, params }): Promise<SectionHeadingData | null> {
    const path = sectionPath(config, params);
    if (!path) return null;
    const node = await sources['section-api']({ queryString: path });
    if (!node) return null;
    return { name: node.name, path, title: node.site.site_title, description: node.site.site_description };
  },
  head: (_config, data, ctx) => sectionHead(data, ctx),
  component: SectionHeading,
  interactive: false,
});

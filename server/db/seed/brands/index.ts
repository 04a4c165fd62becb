import { z } from 'zod';
import type { SectionBank } from '../banks/types';
import mujeres from './mujeres.json';
import soho from './soho.json';
import semanarural from './semanarural.json';
import forosSemana from './foros-semana.json';
import elpais from './elpais.json';

/**
 * Each brand's own sections as data (issue 14, 2): a Mujeres home is moda and belleza, not Bogotá politics. A brand
 * file holds what its sections share (subheadlines, intertitles, quotes, who is quoted, list items) and, per section,
 * its headline templates, sentences, tags and image descriptions; the generator (../stories.ts) writes the stories.
 */
const strings = (min: number) => z.array(z.string().min(1)).min(min);
const brandFile = z.object({
  site: z.string(),
  shared: z.object({
    subheadlines: strings(2),
    headers: strings(2),
    quotes: strings(2),
    roles: strings(2),
    listItems: strings(3),
  }),
  sections: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        name: z.string().min(1),
        // At least as many as a home grid shows, so a section's newest stories never repeat a headline.
        headlines: strings(9),
        sentences: strings(6),
        tags: strings(2),
        images: strings(2),
      }),
    )
    .min(3),
});

function brandBanks(raw: unknown): [string, SectionBank[]] {
  const { site, shared, sections } = brandFile.parse(raw);
  return [site, sections.map((s) => ({ ...shared, ...s }))];
}

/** The brand sections of each site that has them; Semana keeps the news banks (../banks). */
export const BRAND_BANKS: ReadonlyMap<string, readonly SectionBank[]> = new Map(
  [mujeres, soho, semanarural, forosSemana, elpais].map(brandBanks),
);

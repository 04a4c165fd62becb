import { z } from 'zod';
import type { SectionBank } from '../banks/types';
import type { GalleryTopic } from '../banks/galerias';
import mujeres from './mujeres.json';
import soho from './soho.json';
import semanarural from './semanarural.json';
import forosSemana from './foros-semana.json';
import elpais from './elpais.json';
import menuSections from './menu-sections.json';

/**
 * Each brand's own sections as data (issue 14, 2): a Mujeres home is moda and belleza, not Bogotá politics. A brand
 * file holds what its sections share (subheadlines, intertitles, quotes, who is quoted, list items) and, per section,
 * its headline templates, sentences, tags and image descriptions; the generator (../stories.ts) writes the stories.
 */
const strings = (min: number) => z.array(z.string().min(1)).min(min);
const brandSection = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  // Filed under this path instead of /{slug} (Semana Rural's columns under /semanarural/opinion).
  path: z
    .string()
    .regex(/^(\/[a-z0-9-]+)+$/)
    .optional(),
  subtype: z.string().min(1).optional(),
  partOf: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) }).optional(),
  // At least as many as a home grid shows, so a section's newest stories never repeat a headline.
  headlines: strings(9),
  sentences: strings(6),
  tags: strings(2),
  images: strings(2),
  // A section's own texts, instead of the file's shared ones (a lottery result quotes no pet vet).
  subheadlines: strings(2).optional(),
  headers: strings(2).optional(),
  quotes: strings(2).optional(),
  roles: strings(2).optional(),
  listItems: strings(3).optional(),
});
const brandFile = z.object({
  site: z.string(),
  shared: z.object({
    subheadlines: strings(2),
    headers: strings(2),
    quotes: strings(2),
    roles: strings(2),
    listItems: strings(3),
  }),
  // The sections of the home (its grids and carousels, the main bar)...
  sections: z.array(brandSection).min(3),
  // ...and the brand's others, with fewer stories: Soho's magazine menu, Semana Rural's columns.
  moreSections: z.array(brandSection).default([]),
  // Whether the brand also runs Semana's news desk (its news sections, live blogs, cartoons, specials, Semana Play):
  // a regional paper does; a magazine does not, so its rails and lists hold its own stories (issue 28).
  newsDesk: z.boolean().default(true),
  // The brand's own photo galleries, each filed under one of its sections (issue 28: Mujeres' /galerias/ shows
  // fashion shows, not Bogotá's floods); without them, Semana's news galleries (../banks/galerias.ts).
  galleries: z
    .array(z.object({ section: z.string().regex(/^[a-z0-9-]+$/), headlines: strings(3), captions: strings(8) }))
    .default([]),
});

const files = [mujeres, soho, semanarural, forosSemana, elpais].map((raw) => brandFile.parse(raw));
const banks = (shared: z.output<typeof brandFile>['shared'], sections: z.output<typeof brandSection>[]) =>
  sections.map((s): SectionBank => ({
    ...s,
    subheadlines: s.subheadlines ?? shared.subheadlines,
    headers: s.headers ?? shared.headers,
    quotes: s.quotes ?? shared.quotes,
    roles: s.roles ?? shared.roles,
    listItems: s.listItems ?? shared.listItems,
  }));

/** The home sections of each site that has its own; Semana keeps the news banks (../banks). */
export const BRAND_BANKS: ReadonlyMap<string, readonly SectionBank[]> = new Map(
  files.map((f) => [f.site, banks(f.shared, f.sections)]),
);

/** The brands without Semana's news desk: their corpus is their own sections, TV and galleries only. */
export const WITHOUT_NEWS_DESK: ReadonlySet<string> = new Set(files.filter((f) => !f.newsDesk).map((f) => f.site));

/**
 * The brands with galleries of their own: one topic per headline, so a section's newest galleries (which its home grid
 * may show) seldom share one.
 */
export const BRAND_GALLERY_TOPICS: ReadonlyMap<string, readonly GalleryTopic[]> = new Map(
  files
    .filter((f) => f.galleries.length > 0)
    .map((f) => [
      f.site,
      f.galleries.flatMap(({ section, headlines, captions }) =>
        headlines.map((headline): GalleryTopic => ({ section, headline, captions })),
      ),
    ]),
);

/** A brand's sections off its home. */
export const BRAND_MORE_BANKS: ReadonlyMap<string, readonly SectionBank[]> = new Map(
  files.map((f) => [f.site, banks(f.shared, f.moreSections)]),
);

/**
 * Service and lifestyle sections a site's menus may link (Semana's «Más»: Loterías, Cómo, Empleos, 4 Patas…), any
 * site's (issue 28: no linked page empty): a site whose menus link one and that has no own bank of it gets its
 * stories (../plan.ts).
 */
const menuFile = brandFile.parse(menuSections);
export const MENU_BANKS: readonly SectionBank[] = banks(menuFile.shared, menuFile.sections);

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { autorIds, categorias, section } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { TvMenuItem } from '../tv-menu/config';
import type { TvJournalist } from '../tv-sections/journalists';
import type { OpinionProgramme } from '../tv-sections/opinion-programmes';

export const config = z.object({
  section: section("Sección de TV del destacado, tras /{marca}-tv/ (p. ej. 'virales'); sin valor, 'virales'", {
    title: 'Sección del destacado',
    pattern: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/,
    reference: false,
  }),
  autorIds: autorIds('Periodistas del canal: nombre → id del autor (authors-api), en orden'),
  categorias: categorias(
    "Un carrusel por entrada, en orden: clave 'categorias/virales' o 'programas/a-fondo' (título y enlace), valor la sección de TV ('categorias/virales')",
  ),
});
export type Config = BlockConfig<typeof config>;

/** A titled row of videos linking to its programme's or category's page. */
export interface TvRow {
  title: string;
  url: string;
  items: CardItem[];
}

export interface Data {
  /** The hero promo first, then the four beside it. */
  hero: CardItem[];
  /** The programmes of `navSemanaTv`: the first 2 on top, the rest after the journalists (spec 3, TV menu data). */
  menu: { top: TvMenuItem[]; after: TvMenuItem[] };
  journalists: TvJournalist[];
  news: TvRow;
  opinion: OpinionProgramme[];
  /** One per `categorias` entry that has videos, in map order. */
  categories: TvRow[];
}

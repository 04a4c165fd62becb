import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { categorias, feedSize } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

const programme = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .meta({ title: 'Identificador', description: 'p. ej. semana-noticias' }),
  title: z.string().min(1).max(80).meta({ title: 'Nombre' }),
});

export const config = z.object({
  group: z
    .enum(['programas', 'categorias'])
    .meta({ title: 'Grupo', description: 'Programas (lista fija) o categorías (del menú de TV)' }),
  feedSize: feedSize({
    default: 10,
    max: 10,
    title: 'Videos por programa o categoría',
    description: 'Videos de cada programa o categoría (1 a 10)',
  }),
  programas: z.array(programme).max(20).optional().meta({
    title: 'Programas',
    description: 'Los programas de /{marca}-tv/programas/, en orden; sin valor, los de la configuración del sitio',
  }),
  categorias: categorias(
    "Una lista por entrada, en orden: clave 'categorias/virales' o 'programas/semana-noticias' (título y enlace), valor la sección de TV ('categorias/virales'). Con valor, reemplaza al grupo",
  ),
});
export type Config = BlockConfig<typeof config>;

/** A programme or category: its name linking to its page, and its newest videos. */
export interface TvSectionRow {
  title: string;
  url: string;
  videos: CardItem[];
}
/** The page's heading and its rows; no rows still renders (the page says there are no videos yet). */
export type Data = ListData<TvSectionRow> & { heading: string };

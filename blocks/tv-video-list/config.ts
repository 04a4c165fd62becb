import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, section, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';

export const config = z.object({
  section: section("Tras /{marca}-tv/, p. ej. 'virales'. Sin valor, el programa o la categoría de la dirección", {
    title: 'Sección de TV',
    pattern: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/,
    reference: false,
  }),
  title: title('Sin valor, el nombre de la sección', 80),
  feedSize: feedSize({
    default: 12,
    max: 50,
    title: 'Videos',
    description: "Videos antes de 'Cargar más' (1 a 50); cada clic añade 8",
  }),
});
export type Config = BlockConfig<typeof config>;

/**
 * The section's title, its newest videos and the TV section the next pages come from; no videos still renders
 * (the page says there are none yet).
 */
export type Data = ListPage<CardItem> & { title: string; section: string };

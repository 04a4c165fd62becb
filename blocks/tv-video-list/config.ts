import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  section: section("Tras /{marca}-tv/, p. ej. 'virales'. Sin valor, el programa o la categoría de la dirección", {
    title: 'Sección de TV',
    pattern: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/,
    reference: false,
  }),
  title: title('Sin valor, el nombre de la sección', 80),
  feedSize: feedSize({ default: 10, max: 50, title: 'Videos', description: 'Videos de la lista (1 a 50)' }),
});
export type Config = BlockConfig<typeof config>;

/** The section's title and its newest videos; no videos still renders (the page says there are none yet). */
export type Data = ListData<CardItem> & { title: string };

import { z } from 'zod';
import { slugField } from '../../contracts/slug';
import type { BlockConfig } from '../../runtime/define-block';
import { section } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  section: section(
    'Sección de la página (por ejemplo /elecciones/gobernaciones): su nombre da el título y su primer tramo, la subsección del listado; sin ella, la de la dirección',
  ),
  include: slugField.default('candidatos').meta({
    title: 'Incluir',
    description: 'Tramo del listado: la subsección, este valor y «alcaldia» forman /{subsección}/{incluir}-alcaldia',
  }),
});
export type Config = BlockConfig<typeof config>;

/** The candidates, and the title the section's name gives. */
export type Data = ListData<CardItem> & { title: string };

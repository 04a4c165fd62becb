import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { OpinionItem } from '../../ui/opinion/opinion-item';

export const config = z.object({
  title: title('Título del carrusel; «Columnistas» si se deja vacío'),
  section: section('Sección de las columnas; la sección opinion del sitio si se deja vacía'),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<OpinionItem>;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';

/** Spec 1, 2.4: the box and its variant. */
export const RELATED_TAGS_VARIANTS = ['Relacionados', 'Noticias relacionadas'] as const;

export const config = z.object({
  variant: z.enum(RELATED_TAGS_VARIANTS).default('Relacionados').meta({
    title: 'Variante',
    description: "'Relacionados': hasta 5 etiquetas. 'Noticias relacionadas': todas las etiquetas.",
  }),
});
export type Config = BlockConfig<typeof config>;

export interface RelatedTag {
  text: string;
  slug: string;
}
export type Data = ListData<RelatedTag>;

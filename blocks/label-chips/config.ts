import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link } from '../../runtime/fields';

/** Spec 3, 2: the chips the spec names. */
export const SPEC_LABELS = ['SUB-20 FEMENINA', 'Elecciones 2023'] as const;

const chip = z.object({
  text: z.string().min(1).max(40).meta({ title: 'Texto', description: 'Texto de la etiqueta, tal como se muestra' }),
  link: link('Página a la que lleva la etiqueta'),
});

export const config = z.object({
  labels: z
    .array(chip)
    .min(1)
    .max(12)
    .default(SPEC_LABELS.map((text) => ({ text })))
    .meta({ title: 'Etiquetas', description: 'Etiquetas que se muestran, en orden' }),
});
export type Config = BlockConfig<typeof config>;

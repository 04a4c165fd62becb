import { z } from 'zod';
import { SLUG_PATTERN } from '../../contracts/slug';
import type { BlockConfig } from '../../runtime/define-block';
import { section } from '../../runtime/fields';

const slug = z.string().regex(SLUG_PATTERN, 'un identificador de sección como nacion').optional();

export const config = z.object({
  section: section('Sin valor, se toma de la dirección (/seccion/{sección}/)', {
    pattern: SLUG_PATTERN,
    reference: false,
  }),
  subsection: slug.meta({ title: 'Subsección', description: 'Sección madre, para /seccion/{subsección}/{sección}/' }),
});
export type Config = BlockConfig<typeof config>;

/** The section's name (the page's h1) and what its head tags say. */
export interface Data {
  name: string;
  path: string;
  title: string;
  description: string;
}

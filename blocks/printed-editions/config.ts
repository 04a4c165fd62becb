import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { section } from '../../runtime/fields';

export const config = z.object({
  section: section('Sección de las ediciones impresas en formato digital (sin ella: edicion)', { reference: false }),
});
export type Config = BlockConfig<typeof config>;

export interface Edition {
  url: string;
  title: string;
  /** The edition's date, 'YYYY-MM-DD' in the site's time zone. */
  day: string;
}
export interface EditionYear {
  year: number;
  editions: Edition[];
}
/** Every year from last year back to 2000, newest first, each with its editions (spec 2, 10). */
export interface Data {
  years: EditionYear[];
  /** A year's own page (/impresa/{year}/): only that year, up to 50 editions. */
  year?: number;
}

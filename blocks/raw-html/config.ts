import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { addClass } from '../../runtime/fields';
import { editorHtml } from '../../ui/html/editor-html';

export const config = z.object({
  html: editorHtml('Código HTML del bloque; se quitan scripts, estilos y marcos de sitios no permitidos'),
  addClass: addClass(),
});
export type Config = BlockConfig<typeof config>;

/** The editor's HTML, sanitised on the server. */
export interface Data {
  html: string;
}

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title, url } from '../../runtime/fields';
import { editorHtml } from '../../ui/html/editor-html';

const height = (fieldTitle: string, fallback: number) =>
  z
    .number()
    .int()
    .min(50)
    .max(3000)
    .default(fallback)
    .meta({ title: fieldTitle, description: 'Alto del marco en píxeles' });

export const config = z.object({
  url: url({
    title: 'Dirección del marco',
    description: 'Página que se muestra en un marco (https:// o ruta del sitio); si está vacía se usa el HTML',
  }),
  desktopHeight: height('Alto en escritorio', 600),
  mobileHeight: height('Alto en móvil', 400),
  html: editorHtml('HTML que se muestra si no hay dirección; se quitan scripts y marcos de sitios no permitidos'),
  title: title('Nombre del marco para lectores de pantalla'),
});
export type Config = BlockConfig<typeof config>;

/** URL mode (a frame) or HTML mode (the sanitised HTML). */
export type Data = { src: string } | { html: string };

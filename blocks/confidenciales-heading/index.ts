import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { ConfidencialesHeading } from './ConfidencialesHeading';

export default defineBlock({
  name: 'confidenciales-heading',
  description: 'Encabezado de la plantilla Confidenciales',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
  }),
  component: ConfidencialesHeading,
  interactive: false,
});

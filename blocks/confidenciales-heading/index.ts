import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { ConfidencialesHeading } from './ConfidencialesHeading';

export default defineBlock({
  name: 'confidenciales-heading',
  description: 'Encabezado de la plantilla Confidenciales',
  version: 1,
  config: z.object({}),
  component: ConfidencialesHeading,
  interactive: false,
});

import { defineBlock } from '../../runtime/define-block';
import { ConfidencialesHeading } from './ConfidencialesHeading';
import { config } from './config';

export default defineBlock({
  name: 'confidenciales-heading',
  description: 'Encabezado de la plantilla Confidenciales',
  version: 1,
  config,
  component: ConfidencialesHeading,
  interactive: false,
});

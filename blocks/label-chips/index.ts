import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { LabelChips } from './LabelChips';

export default defineBlock({
  name: 'label-chips',
  description: 'Etiquetas destacadas (por ejemplo «SUB-20 FEMENINA», «Elecciones 2023»), con enlace opcional',
  version: 1,
  config,
  component: LabelChips,
  interactive: false,
});

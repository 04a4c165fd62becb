import { defineBlock } from '../../runtime/define-block';
import { AdvancedSearch } from './AdvancedSearch';
import { config } from './config';

export default defineBlock({
  name: 'advanced-search',
  description: 'Página de búsqueda avanzada: el contenedor del buscador externo, con un formulario del sitio',
  version: 1,
  config,
  component: AdvancedSearch,
  interactive: false,
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { MagazineMenu } from './MagazineMenu';

export default defineBlock({
  name: 'magazine-menu',
  description: 'Menú de la revista para hombres: secciones, menú completo con la fecha, el ISSN y el buscador',
  version: 1,
  config,
  component: MagazineMenu,
  // A menu at the top of the page: ready soon after load, before the reader reaches for it.
  // Links and a search form until the reader opens the full menu: the first click hydrates and is replayed.
  interactive: { hydrate: 'interaction' },
});

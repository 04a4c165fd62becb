import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, title, url } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { CAROUSEL_PAGE_SIZE, carouselSourceFields } from '../../ui/carousel-source';

const partnerLogo = z
  .object({
    name: z.string().min(1).max(80).meta({ title: 'Nombre', description: 'Nombre del aliado (texto alternativo)' }),
    image: url({ title: 'Logo', description: 'Imagen del logo (https:// o ruta del sitio); sin ella, el nombre' }),
    link: link('Sitio del aliado; el logo lo abre en otra pestaña'),
  })
  .meta({ title: 'Aliado' });

export const config = z.object({
  title: title('Texto junto a los logos, por ejemplo «En alianza con»'),
  link: link("Adónde lleva 'Ver más notas' (sin enlace, no se muestra)"),
  logos: z.array(partnerLogo).length(2).meta({ title: 'Logos', description: 'Los dos logos de los aliados' }),
  ...carouselSourceFields({ size: CAROUSEL_PAGE_SIZE, max: 12 }),
});
export type Config = BlockConfig<typeof config>;
export type PartnerLogo = z.output<typeof partnerLogo>;

export type Data = ListData<CardItem>;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { RELATED_VIDEOS, RELATED_VIDEOS_SECTION } from './related-videos';

export const config = z.object({
  title: title(`Sin valor, '${RELATED_VIDEOS.title}'`),
  link: link(`A dónde lleva el título; sin valor, ${RELATED_VIDEOS.link}`),
  section: section(`Sección de los videos; sin valor, /${RELATED_VIDEOS_SECTION}`),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;

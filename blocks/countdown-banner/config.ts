import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, section, title } from '../../runtime/fields';

/** Spec 3, 9: the event starts on 21 October 2024, at midnight in Colombia. */
export const DEFAULT_TARGET = '2024-10-21T00:00:00-05:00';

// A pattern rather than z.iso.datetime: the page validator checks patterns but ignores JSON Schema formats.
const dateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/,
    'fecha y hora con zona: 2024-10-21T00:00:00-05:00',
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), 'una fecha que existe');

export const config = z.object({
  title: title('Texto sobre la cuenta regresiva'),
  link: link('Página del evento a la que lleva el banner'),
  targetDate: dateTime.default(DEFAULT_TARGET).meta({
    title: 'Fecha del evento',
    description: 'Fecha y hora de inicio, con su zona horaria (por ejemplo 2024-10-21T00:00:00-05:00)',
  }),
  section: section(
    'Sección de los próximos eventos: la cuenta va hasta el más cercano y lleva a su nota, en lugar de la fecha y el enlace de arriba; sin ninguno por venir, el banner no se muestra',
  ),
});
export type Config = BlockConfig<typeof config>;

/** The event counted to: the config's, or the soonest announced one of the configured section (with its title). */
export interface Data {
  targetDate: string;
  link?: string;
  event?: string;
}

/** Where an announced event's start is, in its story (ANS additional_properties, read by the content API). */
export const EVENT_DATE_FIELD = 'additional_properties.event_date';

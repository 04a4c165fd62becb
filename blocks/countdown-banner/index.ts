import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { config, EVENT_DATE_FIELD, type Data } from './config';
import { CountdownBanner } from './CountdownBanner';

/** An announced event's story: its address, its title and when it starts. */
const announced = z.object({
  canonical_url: z.string(),
  headlines: z.object({ basic: z.string() }),
  additional_properties: z.object({ event_date: z.iso.datetime({ offset: true }) }),
});

export default defineBlock({
  name: 'countdown-banner',
  description: 'Banner con cuenta regresiva (días, horas, minutos y segundos) hasta un evento, con enlace a su página',
  version: 1,
  config,
  // With a section, the soonest of its announced events still to come (issue 28: a date that is true on any day).
  async fetch({ section, targetDate, link }, { sources, now }): Promise<Data | null> {
    if (!section) return { targetDate, link };
    const list = await sources['content-apir']({
      includeSections: section,
      feedSize: 20,
      sourceInclude: `canonical_url,headlines.basic,${EVENT_DATE_FIELD}`,
    });
    const next = list.content_elements
      .flatMap((doc) => {
        const event = announced.safeParse(doc);
        return event.success ? [event.data] : [];
      })
      .filter((e) => Date.parse(e.additional_properties.event_date) > now)
      .sort(
        (a, b) => Date.parse(a.additional_properties.event_date) - Date.parse(b.additional_properties.event_date),
      )[0];
    return next
      ? { targetDate: next.additional_properties.event_date, link: next.canonical_url, event: next.headlines.basic }
      : null;
  },
  component: CountdownBanner,
  interactive: { hydrate: 'visible' },
});

import type { BlockProps } from '../../runtime/define-block';
import { CompactList } from '../../ui/CompactCard';
import { formatLongDate } from '../../ui/format/dates';
import type { Config, Data } from './config';

/** The date archive heading (long Colombian-Spanish date) and the day's first page of small cards. */
export function DateArchive({ data }: BlockProps<Config, Data>) {
  // Spec 3, 7: the archive's day is taken at noon UTC, so it is the same calendar day everywhere in America.
  const heading = formatLongDate(`${data.date}T12:00:00Z`, 'UTC');
  return (
    <section className="date-archive">
      <h1 className="date-archive__title">{heading}</h1>
      <CompactList items={data.items} label={`Notas del ${heading}`} />
    </section>
  );
}

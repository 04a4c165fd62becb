import type { BlockProps } from '../../runtime/define-block';
import { CompactList } from '../../ui/CompactCard';
import type { Config, Data } from './config';

/** The tag page /noticias/{tag}/: the tag as heading and its newest stories; 'Cargar más' continues below. */
export function TagStories({ data }: BlockProps<Config, Data>) {
  return (
    <section className="tag-stories">
      <h1 className="tag-stories__title">{data.tag}</h1>
      {data.items.length > 0 ? (
        <CompactList items={data.items} label={`Notas sobre ${data.tag}`} />
      ) : (
        <p className="tag-stories__empty">No hay notas con este tema.</p>
      )}
    </section>
  );
}

import type { BlockProps } from '../../runtime/define-block';
import { CompactList } from '../../ui/CompactCard';
import type { Config, Data } from './config';

/** The tag page /noticias/{tag}/: the tag as heading and its newest stories; 'Cargar más' continues below. */
export function TagStories({ data }: BlockProps<Config, Data>) {
  // Spec 3, 1: no stories, no block (the page answers 404 from the block's head, with the site's chrome).
  if (data.items.length === 0) return null;
  return (
    <section className="tag-stories">
      <h1 className="tag-stories__title">{data.tag}</h1>
      <CompactList items={data.items} label={`Notas sobre ${data.tag}`} />
    </section>
  );
}

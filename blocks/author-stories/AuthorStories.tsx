import type { BlockProps } from '../../runtime/define-block';
import { CompactList } from '../../ui/CompactCard';
import type { Config, Data } from './config';

/** The first page of an author's stories, server-rendered; 'Cargar más' (load-more-list) continues it. */
export function AuthorStories({ data }: BlockProps<Config, Data>) {
  return (
    <section className="author-stories" aria-labelledby="author-stories-title">
      <h2 id="author-stories-title" className="author-stories__title">
        Últimas notas
      </h2>
      <CompactList items={data.items} label="Notas del autor" />
    </section>
  );
}

import type { BlockProps } from '../../runtime/define-block';
import type { CardItem } from '../../ui/card-item';
import { CompactList } from '../../ui/CompactCard';

export interface TagStoriesData {
  /** The tag as editors wrote it ('Gustavo Petro'), or the slug when no story names it. */
  tag: string;
  stories: CardItem[];
  count: number;
}

/** The tag page /noticias/{tag}/: the tag as heading and its newest stories; 'Cargar más' continues below. */
export function TagStories({ data }: BlockProps<{ feedSize: number }, TagStoriesData>) {
  return (
    <section className="tag-stories">
      <h1 className="tag-stories__title">{data.tag}</h1>
      {data.stories.length > 0 ? (
        <CompactList items={data.stories} label={`Notas sobre ${data.tag}`} />
      ) : (
        <p className="tag-stories__empty">No hay notas con este tema.</p>
      )}
    </section>
  );
}

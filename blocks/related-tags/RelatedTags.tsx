import type { BlockProps } from '../../runtime/define-block';

export interface RelatedTag {
  text: string;
  slug: string;
}

/** 'Relacionados:' and the story's first tags, each to its tag page. */
export function RelatedTags({ data }: BlockProps<{ published: boolean }, { items: RelatedTag[] }>) {
  return (
    <nav className="related-tags" aria-labelledby="related-tags-title">
      <h2 id="related-tags-title" className="related-tags__title">
        Relacionados:
      </h2>
      <ul className="related-tags__list">
        {data.items.map((tag) => (
          <li key={tag.slug}>
            <a className="related-tags__tag" href={`/noticias/${encodeURIComponent(tag.slug)}/`}>
              {tag.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

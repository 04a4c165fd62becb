import type { BlockProps } from '../../runtime/define-block';

/** Spec 1, 2.4: the box and its variant. No zod here: the component may reach the browser. */
export const RELATED_TAGS_VARIANTS = ['Relacionados', 'Noticias relacionadas'] as const;
export type RelatedTagsVariant = (typeof RELATED_TAGS_VARIANTS)[number];
const TITLES: Record<RelatedTagsVariant, string> = {
  Relacionados: 'Relacionados:',
  'Noticias relacionadas': 'Noticias relacionadas',
};

export interface RelatedTag {
  text: string;
  slug: string;
}

type Config = { published: boolean; variant?: RelatedTagsVariant };

/** 'Relacionados:' and the story's first tags, or 'Noticias relacionadas' and all; each to its tag page. */
export function RelatedTags({ config, data }: BlockProps<Config, { items: RelatedTag[] }>) {
  const variant = config.variant ?? 'Relacionados';
  return (
    <nav className="related-tags" data-variant={variant} aria-labelledby="related-tags-title">
      <h2 id="related-tags-title" className="related-tags__title">
        {TITLES[variant]}
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

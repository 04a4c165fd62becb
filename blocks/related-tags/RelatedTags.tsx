import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

const TITLES: Record<Config['variant'], string> = {
  Relacionados: 'Relacionados:',
  'Noticias relacionadas': 'Noticias relacionadas',
};

/** 'Relacionados:' and the story's first tags, or 'Noticias relacionadas' and all; each to its tag page. */
export function RelatedTags({ config, data }: BlockProps<Config, Data>) {
  const { variant } = config;
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

import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/** Spec 1, 2.1 (/elecciones): a banner to the elections landing and a bar of the story's tags. */
export function ElectionsBar({ data }: BlockProps<Config, Data>) {
  return (
    <nav className="elections-bar" aria-label="Elecciones">
      <a className="elections-bar__banner" href="/elecciones/">
        Elecciones
      </a>
      {data.tags.length > 0 && (
        <ul className="elections-bar__tags">
          {data.tags.map((tag) => (
            <li key={tag.slug}>
              <a href={`/noticias/${tag.slug}/`}>{tag.text}</a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

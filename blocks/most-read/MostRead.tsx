import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/** 'Lo más leído': a numbered list of the most read stories. */
export function MostRead({ data }: BlockProps<Config, Data>) {
  return (
    <section className="most-read" aria-labelledby="most-read-title">
      <h2 id="most-read-title" className="most-read__title">
        Lo más leído
      </h2>
      <ol className="most-read__list">
        {data.items.map((item) => (
          <li key={item.url} className="most-read__item">
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { EXAMPLE_NOTICE } from './example-notice';

/** A legal or service page: its title, a notice when the text is only an example, then its paragraphs. */
export function StaticPage({ data }: BlockProps<Config, Data>) {
  return (
    <article className="static-page">
      <h1 className="static-page__title">{data.title}</h1>
      {data.example && (
        <p className="static-page__example" role="note">
          {EXAMPLE_NOTICE}
        </p>
      )}
      <div className="static-page__body">
        {data.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

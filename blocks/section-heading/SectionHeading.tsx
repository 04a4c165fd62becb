import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { EMPTY_SECTION_MESSAGE } from './empty-section';

/**
 * The page's h1, for screen readers and search engines only: the grid below is the visible title. A section with no
 * stories yet shows its name and a message instead, so its page is not blank.
 */
export function SectionHeading({ data }: BlockProps<Config, Data>) {
  if (data.empty)
    return (
      <div className="section-heading section-heading--empty">
        <h1 className="section-heading__title">{data.name}</h1>
        <p className="section-heading__message">{EMPTY_SECTION_MESSAGE}</p>
      </div>
    );
  return <h1 className="section-heading visually-hidden">{data.name}</h1>;
}

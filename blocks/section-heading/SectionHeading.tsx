import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

/**
 * The page's h1, for screen readers and search engines only: the grid below is the visible title. A section with no
 * stories yet keeps it too; its empty grids render nothing (spec 3, 1), so no message is shown.
 */
export function SectionHeading({ data }: BlockProps<Config, Data>) {
  return <h1 className="section-heading visually-hidden">{data.name}</h1>;
}

import type { BlockProps } from '../../runtime/define-block';

export interface SectionHeadingData {
  name: string;
  path: string;
  title: string;
  description: string;
}

/** The page's h1, for screen readers and search engines only: the grid below is the visible title. */
export function SectionHeading({ data }: BlockProps<{ published: boolean }, SectionHeadingData>) {
  return <h1 className="section-heading visually-hidden">{data.name}</h1>;
}

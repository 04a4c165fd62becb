import type { BlockProps } from '../../runtime/define-block';
import type { Config } from './config';

/** The page's h1, visually hidden (base.css) but kept in the document outline. */
export function HiddenTitle({ config }: BlockProps<Config, null>) {
  if (!config.title) return null;
  return <h1 className="visually-hidden hidden-title">{config.title}</h1>;
}

import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';

export const DEVELOPING_LABEL = 'Noticia en desarrollo';

/** Spec 1, 2.4: the badge of a developing story. */
export function DevelopingBadge(_props: BlockProps<Config, Data>) {
  return (
    <p className="developing-badge">
      <span className="developing-badge__dot" aria-hidden="true" />
      {DEVELOPING_LABEL}
    </p>
  );
}

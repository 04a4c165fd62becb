import type { BlockProps } from '../../runtime/define-block';
import { ForumsGrid } from '../forums-previous-grid/ForumsGrid';
import type { Config, Data } from './config';
import { FORUM_MOMENTS, FORUM_MOMENTS_TITLE } from './moments';

/** The forums' best moments: 8 video cards (spec 3, 9), then 4 more per 'Cargar más'; a play mark on each (ui/play-mark.css). */
export function ForumsMomentsGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <ForumsGrid
      className="forums-moments-grid has-play-mark"
      title={config.title ?? FORUM_MOMENTS_TITLE}
      data={data}
      site={ctx.site.slug}
      pageSize={FORUM_MOMENTS.perClick}
      columns={4}
    />
  );
}

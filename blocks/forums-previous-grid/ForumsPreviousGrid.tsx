import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { ForumsGrid } from './ForumsGrid';
import { PREVIOUS_FORUMS, PREVIOUS_FORUMS_TITLE } from './previous-forums';

/** The past forums: 9 cards from the second (spec 3, 9), then 6 more per 'Cargar más'. */
export function ForumsPreviousGrid({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <ForumsGrid
      className="forums-previous-grid"
      title={config.title ?? PREVIOUS_FORUMS_TITLE}
      data={data}
      site={ctx.site.slug}
      pageSize={PREVIOUS_FORUMS.perClick}
      columns={3}
    />
  );
}

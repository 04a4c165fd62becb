import type { BlockProps } from '../../runtime/define-block';
import { PaywallInvitation } from '../../ui/PaywallInvitation';
import { BodyElementView } from './elements/BodyElements';
import type { Config, Data } from './config';

export function ArticleBody({ data, ctx }: BlockProps<Config, Data>) {
  if (data.locked) {
    return (
      <>
        {/* An entitled reader's browser fills this from /api/premium/{id}; the cached HTML stays empty. */}
        <div
          className="article-body article-body--locked"
          data-locked-state={data.lockedStateCode}
          data-story-id={data.storyId}
        />
        <PaywallInvitation site={ctx.site} path={ctx.path} />
      </>
    );
  }
  const ads = { preview: ctx.preview, publisherId: ctx.site.adPublisherId };
  return (
    <div className="article-body">
      {data.elements.map((el) => (
        <BodyElementView key={el.id} el={el} ads={ads} />
      ))}
    </div>
  );
}

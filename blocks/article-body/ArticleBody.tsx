import type { BlockProps } from '../../runtime/define-block';
import { PaywallInvitation } from '../../ui/PaywallInvitation';
import { BodyElementView } from './elements/BodyElements';
import type { Config, Data } from './config';
import { accessClass } from '../../ui/account/article-access';

export function ArticleBody({ data, ctx }: BlockProps<Config, Data>) {
  const access = accessClass(ctx.reader);
  // Subscribe with Google starts where this attribute is (ui/account/swg/on-article.ts).
  const swg = { 'data-swg-product': ctx.site.swgProductId };
  if (data.locked) {
    return (
      <>
        {/* An entitled reader's browser fills this from /api/premium/{id}; the cached HTML stays empty. */}
        <div
          className={['article-body', 'article-body--locked', access].filter(Boolean).join(' ')}
          data-locked-state={data.lockedStateCode}
          data-story-id={data.storyId}
          {...swg}
        />
        <PaywallInvitation site={ctx.site} path={ctx.path} />
      </>
    );
  }
  const ads = { preview: ctx.preview, publisherId: ctx.site.adPublisherId };
  return (
    <div className={['article-body', access].filter(Boolean).join(' ')} {...swg}>
      {data.elements.map((el) => (
        <BodyElementView key={el.id} el={el} ads={ads} />
      ))}
    </div>
  );
}

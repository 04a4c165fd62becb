import type { BlockProps } from '../../runtime/define-block';
import { PaywallInvitation } from '../../ui/PaywallInvitation';
import { BodyElementView } from '../article-body/elements/BodyElements';
import { safeHtml } from '../article-body/safe-html';
import type { Config, Data } from './config';
import type { LiveEntry } from './project-live';

/** Spec 1, 4: a timed element becomes a time entry and a level-2 header with the rest of its text. */
function LiveEntryView({ entry }: { entry: LiveEntry }) {
  return (
    <section className="live-blog-body__entry">
      <time id={entry.anchor} className="live-blog-body__time" dateTime={entry.dateTime || undefined}>
        {entry.time}
      </time>
      {entry.html && (
        <h2 className="live-blog-body__title" dangerouslySetInnerHTML={{ __html: safeHtml(entry.html) }} />
      )}
    </section>
  );
}

export function LiveBlogBody({ data, ctx }: BlockProps<Config, Data>) {
  if (data.locked) {
    return (
      <>
        <div className="article-body article-body--locked live-blog-body" data-locked-state={data.lockedStateCode} />
        <PaywallInvitation site={ctx.site} path={ctx.path} />
      </>
    );
  }
  const ads = { preview: ctx.preview, publisherId: ctx.site.adPublisherId };
  return (
    // The article body's class too: the same typography for the elements that are not entries.
    <div className="article-body live-blog-body">
      {data.items.map((item) =>
        item.type === 'live-entry' ? (
          <LiveEntryView key={item.id} entry={item} />
        ) : (
          <BodyElementView key={item.id} el={item} ads={ads} />
        ),
      )}
    </div>
  );
}

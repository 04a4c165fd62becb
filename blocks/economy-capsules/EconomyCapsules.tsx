import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';

/** Spec 3, 9: the block shows up to 10 capsules. */
export const ECONOMY_CAPSULES_MAX = 10;
/** Spec 3, 2: 'Ver todo' leads to the capsules' page. */
export const CAPSULES_ALL = { label: 'Ver todo', href: '/economia/capsulas/' };

/** Short economy explainers in a carousel, with 'Ver todo' to /economia/capsulas/ (spec 3, 2). */
export function EconomyCapsules({ config, data }: BlockProps<Config, Data>) {
  const title = config.title ?? 'Cápsulas';
  return (
    <ArticleCarousel
      className="economy-capsules"
      label={title}
      title={title}
      more={CAPSULES_ALL}
      items={data.items.slice(0, ECONOMY_CAPSULES_MAX)}
      serverSlides={data.items.length}
      perView={[1.3, 4]}
    />
  );
}

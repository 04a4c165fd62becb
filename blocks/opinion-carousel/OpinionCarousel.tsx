import type { BlockProps } from '../../runtime/define-block';
import { sectionLanding } from '../../ui/CardGrid';
import { OpinionSlider } from '../../ui/opinion/OpinionSlider';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** Without a configured section: the site's opinion section. */
export const DEFAULT_OPINION_SECTION = 'opinion';
export const DEFAULT_OPINION_TITLE = 'Opinión';
/** Spec 3, opinion: the last slide of the carousel. */
export const SEE_MORE_LABEL = 'VER MÁS OPINIONES';

/** The newest opinion columns sliding, ending on a 'VER MÁS OPINIONES' slide unless the editor asks for 10 (spec 3). */
export function OpinionCarousel({ config, data }: BlockProps<Config, Data>) {
  const seeMore = config.seeMore
    ? { label: SEE_MORE_LABEL, href: safeLink(config.link) ?? sectionLanding(data.section) }
    : undefined;
  return (
    <OpinionSlider
      className="opinion-carousel"
      title={config.title ?? DEFAULT_OPINION_TITLE}
      items={data.items}
      seeMore={seeMore}
    />
  );
}

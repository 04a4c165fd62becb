import type { BlockFetchContext } from '../../runtime/define-block';
import { firstSectionPage, type SectionPage } from '../../ui/section-paging';
import { sectionPath } from '../section-heading/section-path';

/** The config fields every grid of the load-more family reads on the server. */
interface SectionGridConfig {
  section?: string;
  feedSize: number;
  offSet: number;
}

/**
 * The server fetch of the load-more family's grids (section-grid, section-more-grid, cartoons-grid, special-report):
 * `feedSize` cards from `offSet` of the configured section, else the block's own section (`own`: the cartoons'), else
 * the address's (/seccion/{sección}/ or /seccion/{subsección}/{sección}/); null, rendering nothing, without one or
 * without cards.
 */
export function sectionGridFetch(own?: string) {
  return async (
    { section, feedSize, offSet }: SectionGridConfig,
    ctx: BlockFetchContext,
  ): Promise<SectionPage | null> => {
    const includeSections = section ?? own ?? sectionPath({}, ctx.params);
    if (!includeSections) return null;
    return firstSectionPage(ctx.sources['content-apir'], includeSections, offSet, feedSize);
  };
}

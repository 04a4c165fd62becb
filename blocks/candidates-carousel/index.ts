import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { CARD_FIELDS, toCardItems, withCardStandIns } from '../../ui/card-item';
import { CAROUSEL_CARD_SIZES } from '../../ui/OverlayCard';
import { candidatesFeed, candidatesTitle, CANDIDATES_SIZE, pageSection } from './candidates-feed';
import { config, type Data } from './config';
import { CandidatesCarousel } from './CandidatesCarousel';

export default defineBlock({
  name: 'candidates-carousel',
  description: 'Carrusel de candidatos; el título sale del nombre de la sección (Gobernaciones, Otras Ciudades)',
  version: 1,
  config,
  // Server only: the section's name (section-api) and 8 candidates from the feed the spec builds.
  async fetch({ section, include }, { params, sources }): Promise<Data | null> {
    const path = pageSection(section, params);
    if (!path) return null;
    const [node, list] = await Promise.all([
      sources['section-api']({ queryString: path }),
      sources['content-apir']({
        includeSections: candidatesFeed(path, include),
        feedSize: CANDIDATES_SIZE,
        feedOffset: 0,
        sourceInclude: CARD_FIELDS,
      }),
    ]);
    const items = toCardItems(list.content_elements, { fillSizes: CAROUSEL_CARD_SIZES }).slice(0, CANDIDATES_SIZE);
    return listOrNull(items, { title: candidatesTitle(node?.name) });
  },
  // The cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: CandidatesCarousel,
  interactive: { hydrate: 'visible' },
});

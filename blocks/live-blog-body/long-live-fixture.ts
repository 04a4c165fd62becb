import type { AnsElement } from '../../contracts/ans';
import { formatLiveTime } from '../../ui/format/parse-live-time';
import { liveStoryFixture } from './live-fixture';

const PARAGRAPH =
  'Los congresistas discuten cada artículo de la reforma mientras los ministros siguen el debate desde el palco. ' +
  'La mesa directiva recuerda a los oradores que cuentan con cinco minutos y que las réplicas deben ser breves.';

/**
 * A long live blog for browser tests: twelve updates every 30 minutes back from 4:05 p.m.
 * (11:05 a.m. among them), each followed by three paragraphs, so the page scrolls for real.
 */
export function longLiveStoryFixture(id = 'fixture-en-vivo-largo') {
  const elements: AnsElement[] = [];
  for (let i = 0; i < 12; i++) {
    const minutes = 16 * 60 + 5 - i * 30;
    elements.push({
      _id: `${id}-t${i}`,
      type: 'text',
      content: `${formatLiveTime(minutes)} Actualización número ${12 - i}`,
    });
    for (let p = 0; p < 3; p++) elements.push({ _id: `${id}-p${i}-${p}`, type: 'text', content: PARAGRAPH });
  }
  return liveStoryFixture({
    _id: id,
    canonical_url: `/nacion/articulo/minuto-a-minuto-largo/${id}/`,
    content_elements: elements,
  });
}

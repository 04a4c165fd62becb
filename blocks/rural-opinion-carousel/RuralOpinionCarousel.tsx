import type { BlockProps } from '../../runtime/define-block';
import { OpinionSlider } from '../../ui/opinion/OpinionSlider';
import type { Config, Data } from './config';

/** Spec 3, opinion: the rural opinion carousel shows 10 columns; 'Ver todos' goes to /semanarural/opinion. */
export const RURAL_OPINION_SIZE = 10;
export const RURAL_OPINION_ALL = { label: 'Ver todos', href: '/semanarural/opinion' } as const;

export function RuralOpinionCarousel({ config, data }: BlockProps<Config, Data>) {
  return (
    <OpinionSlider
      className="rural-opinion-carousel"
      title={config.title ?? 'Opinión'}
      more={RURAL_OPINION_ALL}
      items={data.items}
    />
  );
}

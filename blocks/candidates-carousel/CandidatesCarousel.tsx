import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import type { Config, Data } from './config';

/** The candidates of an election page, titled after its section (spec 3, 2 "Candidates"). */
export function CandidatesCarousel({ data }: BlockProps<Config, Data>) {
  return (
    <ArticleCarousel
      className="candidates-carousel"
      label={data.title}
      title={data.title}
      items={data.items}
      serverSlides={data.items.length}
      perView={[1.3, 4]}
    />
  );
}

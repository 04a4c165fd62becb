// Story fixtures only (never imported by production code): the article fixture with images
// drawn inline, since Storybook has no image resizer behind /images/.
import type { StoryDocument } from '../../contracts/ans';
import { articleFixture } from './article-fixture';

export function placeholderImage(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#c9d3dc"/><text x="640" y="370" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#33414d">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The article fixture with inline placeholder pictures instead of resizer addresses. */
export function storyArticle(overrides: Partial<StoryDocument> = {}): StoryDocument {
  const story = articleFixture(overrides);
  const basic = story.promo_items?.basic;
  if (basic)
    story.promo_items = { basic: { ...basic, url: placeholderImage('Foto principal'), images_data: undefined } };
  story.content_elements = story.content_elements.map((el) =>
    el.type === 'image' ? { ...el, url: placeholderImage('Foto del cuerpo'), images_data: undefined } : el,
  );
  return story;
}

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { HeroSlider } from './HeroSlider';
import { cardItems } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';

function serverHtml(items = cardItems(3)): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <HeroSlider
      config={{ published: true, collectionId: 'portada', feedSize: 3 }}
      data={{ items }}
      ctx={ctxFixture()}
    />,
  );
  return host;
}

describe('hero slider', () => {
  it('server-renders one linked slide per item with its headline over the image, and a dot each', () => {
    const html = serverHtml();
    const slides = [...html.querySelectorAll('.swiper-slide a')];
    expect(slides.map((a) => a.getAttribute('href'))).toEqual(cardItems(3).map((item) => item.url));
    expect(slides[0].querySelector('h2')?.textContent).toBe(cardItems(1)[0].headline);
    expect(html.querySelectorAll('.carousel__dot')).toHaveLength(3);
  });

  it('loads the first image eagerly with high priority (the LCP) and the others lazily', () => {
    const images = [...serverHtml().querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('cuts a headline longer than 150 characters with an ellipsis', () => {
    const [item] = cardItems(1);
    const html = serverHtml([{ ...item, headline: 'x'.repeat(160) }]);
    expect(html.querySelector('h2')?.textContent).toBe('x'.repeat(150) + '…');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Image } from './Image';
import { renditionAt } from '../contracts/image-sizes';

afterEach(cleanup);

describe('the image component (spec 1, 4)', () => {
  it('renders nothing without a picture, unless asked for a fallback, which is a spinner', () => {
    const { container } = render(<Image image={{ url: '' }} />);
    expect(container.innerHTML).toBe('');
    render(<Image image={{ url: '' }} fallback />);
    expect(screen.getByRole('status', { name: 'Cargando imagen' }).className).toBe('image-spinner');
  });

  it("opens the editor's link in a new tab; without link fields the picture is bare", () => {
    render(
      <Image image={{ url: '/images/u.jpg', alt_text: 'Río', additional_properties: { link: 'https://x.co/' } }} />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://x.co/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('Río');
    cleanup();
    render(<Image image={{ url: '/images/u.jpg', alt_text: 'Río' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByAltText('Río').parentElement?.tagName).not.toBe('A');
  });

  it('links to the picture itself with hasLink, and never to a script address', () => {
    render(<Image image={{ url: 'https://cdn.x/u.jpg' }} hasLink />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://cdn.x/u.jpg');
    cleanup();
    render(<Image image={{ url: '/images/u.jpg', additional_properties: { link: 'javascript:alert(1)' } }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('loads the first picture a reader sees at once, the rest lazily', () => {
    render(<Image image={{ url: '/a.jpg', alt_text: 'a' }} priority />);
    render(<Image image={{ url: '/b.jpg', alt_text: 'b' }} />);
    expect(screen.getByAltText('a').getAttribute('loading')).toBe('eager');
    expect(screen.getByAltText('a').getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByAltText('b').getAttribute('loading')).toBe('lazy');
  });
});

const fill = ['u0', 'u1', 'u2', 'u3'].map((url, i) => ({
  url: `/${url}.jpg`,
  size: ['400x225', '768x432', '1024x576', '1280x720'][i],
}));
const photo = { url: '/original.jpg', alt_text: 'Río', images_data: { fill } };

describe('image fields and breakpoints (spec 1, 3)', () => {
  it('S1-140: sm, md, lg and xl name the renditions 0, 1, 2 and 3', () => {
    expect((['sm', 'md', 'lg', 'xl'] as const).map((bp) => renditionAt(fill, bp)?.url)).toEqual([
      '/u0.jpg',
      '/u1.jpg',
      '/u2.jpg',
      '/u3.jpg',
    ]);
    for (const [fetchImage, url] of [
      ['sm', '/u0.jpg'],
      ['md', '/u1.jpg'],
      ['lg', '/u2.jpg'],
      ['xl', '/u3.jpg'],
    ] as const) {
      render(<Image image={photo} fetchImage={fetchImage} />);
      const img = screen.getByAltText('Río');
      // Only that rendition is loaded: no srcset for the browser to pick a larger one from.
      expect([img.getAttribute('src'), img.getAttribute('srcset')]).toEqual([url, null]);
      cleanup();
    }
    render(<Image image={photo} />);
    expect(screen.getByAltText('Río').getAttribute('src')).toBe('/u1.jpg');
    expect(screen.getByAltText('Río').getAttribute('srcset')).toContain('/u3.jpg 1280w');
  });

  it("S1-139: className, link, fetchImage and sizeImage (default 16 by 9) reach the reader's picture", () => {
    render(<Image image={photo} className="x" link="/nacion/" fetchImage="sm" />);
    const img = screen.getByAltText('Río');
    expect(img.classList.contains('x')).toBe(true);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/nacion/');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['16', '9']);
    expect(img.style.aspectRatio).toBe('16 / 9');
    cleanup();
    render(<Image image={photo} sizeImage={{ width: 1, height: 1 }} link="javascript:alert(1)" />);
    expect(screen.getByAltText('Río').style.aspectRatio).toBe('1 / 1');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Image } from './Image';

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

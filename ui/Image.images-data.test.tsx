// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Image } from './Image';

afterEach(cleanup);

const list = (kind: string) =>
  ['400x225', '768x432', '1024x576', '1280x720'].map((size) => ({ url: `/${kind}-${size}.jpg`, size }));
const photo = {
  url: '/original.jpg',
  alt_text: 'Cerro',
  images_data: { intrinsic: list('intrinsic'), fill: list('fill') },
};

describe('images_data (spec 1, 3)', () => {
  it('S1-137: accepts the two lists, intrinsic and fill, each entry url and size, and builds the srcset from the one drawn', () => {
    render(<Image image={photo} />);
    const fill = screen.getByAltText('Cerro');
    expect(fill.getAttribute('srcset')).toBe(
      list('fill')
        .map((d) => `${d.url} ${d.size.split('x')[0]}w`)
        .join(', '),
    );
    cleanup();
    render(<Image image={photo} variant="intrinsic" />);
    const intrinsic = screen.getByAltText('Cerro');
    expect(intrinsic.getAttribute('srcset')).toContain('/intrinsic-1280x720.jpg 1280w');
    expect(intrinsic.getAttribute('srcset')).not.toContain('/fill-');
    expect(intrinsic.getAttribute('src')).toBe('/intrinsic-768x432.jpg');
  });

  it('S1-136: an image given no loading setting is lazy', () => {
    render(<Image image={photo} />);
    expect(screen.getByAltText('Cerro').getAttribute('loading')).toBe('lazy');
  });
});

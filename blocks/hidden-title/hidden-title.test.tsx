// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { HiddenTitle } from './HiddenTitle';

afterEach(cleanup);

describe('hidden title heading (spec 3, 2, S3-108)', () => {
  it('is the page heading with the configured title, visually hidden', () => {
    const config = block.config.parse({ published: true, title: 'Búsqueda avanzada' });
    render(<HiddenTitle config={config} data={null} ctx={ctxFixture()} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Búsqueda avanzada' });
    expect(heading.classList.contains('visually-hidden')).toBe(true);
  });

  it('renders nothing without a title', () => {
    const { container } = render(
      <HiddenTitle config={block.config.parse({ published: true })} data={null} ctx={ctxFixture()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Palette } from './Palette';

afterEach(cleanup);

/** The families the palette shows, by their Spanish names. */
const families = (palette: HTMLElement) =>
  [...palette.querySelectorAll('summary')].map((s) => s.firstChild?.textContent?.trim());

describe('the palette of a site (issue 26, item 8)', () => {
  it('offers only the blocks the server names, and leaves out the families with none of them', () => {
    render(<Palette onAdd={() => {}} onAddContainer={() => {}} offered={new Set(['hero-carousel', 'most-read'])} />);
    const palette = screen.getByRole('complementary', { name: 'Bloques disponibles' });
    const adds = within(palette)
      .getAllByRole('button', { name: /^Añadir [a-z-]+$/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(adds).toEqual(expect.arrayContaining(['Añadir hero-carousel', 'Añadir most-read']));
    expect(adds).not.toContain('Añadir raw-html');
    expect(adds).not.toContain('Añadir forums-hero-gallery');
    expect(families(palette)).not.toContain('Foros');
  });

  it('offers every block until the server has answered', () => {
    render(<Palette onAdd={() => {}} onAddContainer={() => {}} />);
    expect(screen.getByRole('button', { name: 'Añadir forums-hero-gallery' })).toBeTruthy();
    expect(families(screen.getByRole('complementary', { name: 'Bloques disponibles' }))).toContain('Foros');
  });
});

import { describe, expect, it } from 'vitest';
import { bylineAuthors } from './byline';

const semana = { name: 'Semana', slug: 'semana', timezone: 'America/Bogota' };

describe('article byline', () => {
  it("links only bylines containing 'Redacción' to their author page", () => {
    expect(bylineAuthors(['Redacción Semana', 'Juan Pérez'], '2026-01-01T10:00:00Z', semana)).toEqual([
      { name: 'Redacción Semana', url: '/autor/redaccion-semana/' },
      { name: 'Juan Pérez' },
    ]);
    expect(bylineAuthors(['Redacción Deportes'], '2026-01-01T10:00:00Z', semana)[0].url).toBe(
      '/autor/redaccion-deportes/',
    );
  });

  it('shows the editorial desk for a story without byline published before 2025-01-27', () => {
    expect(bylineAuthors([], '2025-01-26T10:00:00Z', semana)).toEqual([
      { name: 'Redacción Semana', url: '/autor/redaccion-semana/' },
    ]);
    expect(bylineAuthors([], '2025-01-27T10:00:00Z', semana)).toEqual([]);
  });

  it('takes the cut-off day in the site time zone', () => {
    // 02:00 UTC on the 27th is still the 26th in Bogotá.
    expect(bylineAuthors([], '2025-01-27T02:00:00Z', semana)).toHaveLength(1);
    expect(bylineAuthors([], '2025-01-27T05:00:00Z', semana)).toHaveLength(0);
  });

  it('keeps a real byline on old stories', () => {
    expect(bylineAuthors(['Ana'], '2024-01-01T10:00:00Z', semana)).toEqual([{ name: 'Ana' }]);
  });

  it("puts the site slug in the desk's address", () => {
    const elpais = { name: 'El País', slug: 'elpais', timezone: 'America/Bogota' };
    expect(bylineAuthors([' '], '2024-05-01T10:00:00Z', elpais)).toEqual([
      { name: 'Redacción El País', url: '/autor/redaccion-elpais/' },
    ]);
  });
});

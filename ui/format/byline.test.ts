import { describe, expect, it } from 'vitest';
import { formatByline } from './byline';

describe('teaser byline', () => {
  it('names one, two or three authors as a Spanish byline', () => {
    expect(formatByline(['Ana Pérez'])).toBe('Por Ana Pérez');
    expect(formatByline(['Ana Pérez', 'Luis Gómez'])).toBe('Por Ana Pérez y Luis Gómez');
    expect(formatByline(['Ana', 'Luis', 'Redacción Semana'])).toBe('Por Ana, Luis y Redacción Semana');
  });

  it('is empty when nobody signs the story', () => {
    expect(formatByline([])).toBe('');
  });
});

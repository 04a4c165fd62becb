import { describe, expect, it } from 'vitest';
import { opinionAuthorName, opinionAuthorPath, opinionAuthorSlug } from './opinion-author';

describe('opinion author slug (spec 3, S3-062, S3-064, S3-065)', () => {
  it('lowercases, strips accents, hyphenates spaces, drops other characters and collapses hyphens', () => {
    expect(opinionAuthorSlug('María Jimena Duzán', 'Semana')).toBe('maria-jimena-duzan');
    expect(opinionAuthorSlug('José  Manuel (Invitado)', 'Semana')).toBe('jose-manuel-invitado');
    expect(opinionAuthorSlug('Ñoño Pérez-Gómez', 'Semana')).toBe('nono-perez-gomez');
    expect(opinionAuthorSlug('Juan - Pérez', 'Semana')).toBe('juan-perez');
  });

  it('links to /opinion/{author-slug}/', () => {
    expect(opinionAuthorPath('María Jimena Duzán', 'Semana')).toBe('/opinion/maria-jimena-duzan/');
  });

  it("falls back to the site's name when the author's name is missing or blank", () => {
    expect(opinionAuthorName(undefined, 'Semana')).toBe('Semana');
    expect(opinionAuthorName('  ', 'Mujeres')).toBe('Mujeres');
    expect(opinionAuthorSlug(undefined, 'Semana Rural')).toBe('semana-rural');
    expect(opinionAuthorPath(undefined, 'Semana')).toBe('/opinion/semana/');
  });
});

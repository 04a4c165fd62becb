import { describe, expect, it } from 'vitest';
import { adContext, adUnitPath } from './context';

describe('the page an ad unit belongs to (spec 1, 2.2)', () => {
  it.each([
    ['/nacion/articulo/x/123/', { type: 'article', section: 'nacion' }],
    ['/galeria/x/', { type: 'gallery' }],
    ['/galerias/galeria/bogota-de-noche/ABC/', { type: 'gallery', section: 'galerias' }],
    ['/x/nota.html', { type: 'article', section: 'x' }],
    ['/nota.html', { type: 'article' }],
    ['/homepage', { type: 'home' }],
    ['/', { type: 'home' }],
    ['/economia/', { type: 'section', section: 'economia' }],
    ['/seccion/economia/', { type: 'section', section: 'economia' }],
    ['/mundo/noticias-estados-unidos/?_website=semana', { type: 'section', section: 'mundo' }],
  ])('S1-054: %s → %j', (path, context) => {
    expect(adContext(path)).toEqual(context);
  });

  it('S1-054: the ad unit carries the section, or the page type where there is none', () => {
    expect(adUnitPath('1234', adContext('/nacion/articulo/x/123/'), 'ROBAPAGINA_1')).toBe('/1234/nacion/ROBAPAGINA_1');
    expect(adUnitPath('1234', adContext('/'), 'LATERAL_1')).toBe('/1234/home/LATERAL_1');
    expect(adUnitPath('1234', adContext('/galeria/x/'), 'GP2')).toBe('/1234/gallery/GP2');
  });
});

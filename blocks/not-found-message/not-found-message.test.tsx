// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { NotFoundMessage } from './NotFoundMessage';

afterEach(cleanup);

describe('not-found-message', () => {
  it('says the page was not found and leads back to the home page and the main sections', () => {
    render(<NotFoundMessage config={{ published: true }} data={null} ctx={ctxFixture('semana')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la portada' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Nación' }).getAttribute('href')).toBe('/nacion/');
  });
});

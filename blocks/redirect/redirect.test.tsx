// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';
import { REDIRECT_LINK, RedirectNotice } from './Redirect';
import { withQuery } from './target';

afterEach(cleanup);
const ctx = { ...ctxFixture(), sources: fakeSources({}) };
const target = async (url: string) => (await block.fetch!(block.config.parse({ published: true, url }), ctx))?.target;

describe('redirect block (spec 3, 2, S3-107)', () => {
  it('keeps the query string of the request', () => {
    expect(withQuery('https://www.semana.com/nueva/', '?utm_source=x')).toBe(
      'https://www.semana.com/nueva/?utm_source=x',
    );
    expect(withQuery('/suscripciones-online/', '?utm_source=x&utm_medium=y')).toBe(
      '/suscripciones-online/?utm_source=x&utm_medium=y',
    );
    expect(withQuery('/suscripciones-online/', '')).toBe('/suscripciones-online/');
  });

  it("merges with the destination's own query, whose values win", () => {
    expect(withQuery('/nueva/?offerId=466#planes', '?utm_source=x&offerId=1')).toBe(
      '/nueva/?offerId=466&utm_source=x#planes',
    );
  });

  it("accepts the site's paths and https addresses on its own hosts only (no open redirect)", async () => {
    expect(await target('https://www.semana.com/nueva/')).toBe('https://www.semana.com/nueva/');
    expect(await target('/suscripciones-online/')).toBe('/suscripciones-online/');
    expect(await target('https://evil.example/nueva/')).toBeUndefined();
    expect(await target('https://www.semana.com.evil.example/')).toBeUndefined();
    expect(block.config.safeParse({ url: '//evil.example/' }).success).toBe(false);
    expect(block.config.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('renders nothing without a destination, and hydrates on load', async () => {
    expect(await block.fetch!(block.config.parse({ published: true }), ctx)).toBeNull();
    expect(block.interactive).toEqual({ hydrate: 'load' });
  });

  it('offers a link to the destination for a reader without JavaScript', () => {
    render(<RedirectNotice target="/suscripciones-online/" />);
    expect(screen.getByRole('link', { name: REDIRECT_LINK }).getAttribute('href')).toBe('/suscripciones-online/');
  });
});

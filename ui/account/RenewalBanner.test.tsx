// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RenewalBanner } from './RenewalBanner';
import { bannerAction, renewalNotice } from './renewal-banner';
import { readerBannerMessage } from './reader-banner-message';

afterEach(cleanup);

const MESSAGE = {
  Modal: 'm',
  ActualizarBoton: 'Actualizar datos de pago',
  BannerDesktop: 'd',
  BannerTablet: 't',
  BannerMobile: 'mo',
  MenuContext: 'c',
  URLInread: '/a/',
  URLMenuContextual: '/b/',
  URLModalHome: '/c/',
  URLPerfil: '/autogestion/perfil/',
};

describe('renewal banners (spec 2, 2)', () => {
  it('says "Actualizar datos de pago" when the flag is on and "Renuévela ahora" when off', () => {
    expect(bannerAction(true)).toBe('Actualizar datos de pago');
    expect(bannerAction(false)).toBe('Renuévela ahora');
  });

  it('asks for a new card for a declined renewal (status 4), to renew once every plan ended, else nothing', () => {
    expect(renewalNotice([{ subscriptionID: 9, statusID: 4 }])).toEqual({ paymentFailed: true, subscriptionID: 9 });
    expect(renewalNotice([{ subscriptionID: 9, statusID: 2 }])).toEqual({ paymentFailed: false });
    expect(
      renewalNotice([
        { subscriptionID: 9, statusID: 2 },
        { subscriptionID: 10, statusID: 1 },
      ]),
    ).toBeNull();
    expect(renewalNotice([{ subscriptionID: 9, statusID: 1 }])).toBeNull();
    expect(renewalNotice([])).toBeNull();
  });

  it('links a failed renewal to its card change, and an ended plan to the store', () => {
    render(<RenewalBanner notice={{ paymentFailed: true, subscriptionID: 9 }} />);
    expect(screen.getByRole('link', { name: 'Actualizar datos de pago' }).getAttribute('href')).toBe(
      '/autogestion/mis-suscripciones/?tarjeta=9',
    );
    cleanup();
    render(<RenewalBanner notice={{ paymentFailed: false }} />);
    expect(screen.getByRole('link', { name: 'Renuévela ahora' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
    cleanup();
    render(<RenewalBanner notice={null} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the reader banner message accepts exactly its ten keys', () => {
    expect(readerBannerMessage.safeParse(MESSAGE).success).toBe(true);
    expect(readerBannerMessage.safeParse({ ...MESSAGE, Extra: 'x' }).success).toBe(false);
    const { URLPerfil: _, ...missing } = MESSAGE;
    expect(readerBannerMessage.safeParse(missing).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { facebook, linkedin, popupFeatures, twitter, whatsapp } from './share-links';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('share-link builders (spec 3, 5 and 7)', () => {
  it('builds the Facebook sharer with u, quote and hashtag, in a 550 by 400 popup', () => {
    const link = facebook({ url: 'https://www.semana.com/a/', quote: 'Hola', hashtag: '#Semana' });
    expect(link.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.semana.com%2Fa%2F&quote=Hola&hashtag=%23Semana',
    );
    expect([link.width, link.height]).toEqual([550, 400]);
  });

  it('builds the X (Twitter) share with url, text, via and the lists joined by commas', () => {
    const link = twitter({ url: 'u', title: 'T', via: 'RevistaSemana', hashtags: ['a', 'b'], related: ['x', 'y'] });
    const params = new URL(link.href).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      url: 'u',
      text: 'T',
      via: 'RevistaSemana',
      hashtags: 'a,b',
      related: 'x,y',
    });
    expect([link.width, link.height]).toEqual([550, 400]);
  });

  it('sends WhatsApp to the api host on phones and the web host elsewhere, with title, separator and url', () => {
    const phone = whatsapp({ url: 'https://s.co/a', title: 'Hola', separator: ' - ' }, IPHONE);
    expect(new URL(phone.href).host).toBe('api.whatsapp.com');
    expect(new URL(phone.href).searchParams.get('text')).toBe('Hola - https://s.co/a');
    expect(new URL(whatsapp({ url: 'https://s.co/a' }, DESKTOP).href).host).toBe('web.whatsapp.com');
    expect([phone.width, phone.height]).toEqual([550, 400]);
  });

  it('builds the LinkedIn shareArticle with mini=true, title, summary and source, in a 750 by 600 popup', () => {
    const link = linkedin({ url: 'u', title: 'T', summary: 'S', source: 'Semana' });
    expect(link.href).toBe('https://www.linkedin.com/shareArticle?url=u&mini=true&title=T&summary=S&source=Semana');
    expect(popupFeatures(link)).toMatch(/^width=750,height=600,/);
  });

  it('throws the spec’s messages when the url is missing or a Twitter list is not an array', () => {
    expect(() => facebook({})).toThrow('facebook.url');
    expect(() => linkedin({})).toThrow('linkedin.url');
    expect(() => whatsapp({})).toThrow('whatsapp.url');
    expect(() => twitter({ hashtags: [], related: [] })).toThrow('twitter.url');
    expect(() => twitter({ url: 'u', hashtags: 'a,b' })).toThrow('twitter.hashtags is not an array');
    expect(() => twitter({ url: 'u', related: 'x' })).toThrow('twitter.related is not an array');
  });

  it('opens the popup centred on the screen', () => {
    expect(popupFeatures(facebook({ url: 'u' }), { width: 1550, height: 1400 })).toBe(
      'width=550,height=400,left=500,top=500',
    );
  });
});

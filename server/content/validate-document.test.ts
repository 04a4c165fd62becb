import { describe, expect, it } from 'vitest';
import { credited, promoImage } from '../../contracts/ans';
import { ansStory, ansVideoWithoutHeadlines, image, sitedFields, V } from '../../fixtures/ans-0.10';
import { DERIVED_TITLE_MAX, UNTITLED, validateDocument, validateRedirect } from './validate-document';

type Doc = Record<string, unknown>;
const base = (extra: Doc = {}): Doc => ({
  type: 'story',
  version: V,
  _id: 'T1',
  ...sitedFields('T1', 'articulo'),
  ...extra,
});

function accepted(raw: unknown) {
  const result = validateDocument(raw);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.doc;
}
function refused(raw: unknown) {
  const result = validateDocument(raw);
  if ('doc' in result) throw new Error('accepted');
  return result.problems;
}

describe('validateDocument: the title a document without headlines.basic takes', () => {
  it('is its description, else its first text paragraph as plain text, else «Sin título»', () => {
    expect(accepted(base({ description: { basic: 'La descripción' } })).headlines.basic).toBe('La descripción');
    const paragraph = { type: 'text', content: 'El <b>metro</b> &amp; los buses&#33;' };
    expect(accepted(base({ content_elements: [{ type: 'divider' }, paragraph] })).headlines.basic).toBe(
      'El metro & los buses!',
    );
    expect(accepted(base({ content_elements: [{ type: 'text', content: '<br>' }] })).headlines.basic).toBe(UNTITLED);
    expect(accepted(base()).headlines.basic).toBe('Sin título');
  });

  it('fills a blank basic too, and keeps the document’s other headlines', () => {
    const doc = accepted(base({ headlines: { basic: '  ', web: 'Web' }, description: { basic: 'Descripción' } }));
    expect(doc.headlines).toEqual({ basic: 'Descripción', web: 'Web' });
  });

  it('cuts text taken from elsewhere at a word, with an ellipsis', () => {
    const long = `${'palabra '.repeat(30)}fin`;
    const title = accepted(base({ description: { basic: long } })).headlines.basic;
    expect(title.length).toBeLessThanOrEqual(DERIVED_TITLE_MAX);
    expect(title).toMatch(/^palabra( palabra)+…$/);
  });

  it('is a video’s description, else «Sin título» (a video has no body)', () => {
    expect(accepted(ansVideoWithoutHeadlines('V1', 'Resumen')).headlines.basic).toBe('Resumen');
    const { description: _d, ...bare } = ansVideoWithoutHeadlines('V2');
    expect(accepted(bare).headlines.basic).toBe(UNTITLED);
  });
});

describe('validateDocument: the site fields and their fallbacks', () => {
  it('takes the address and the primary section from websites.<site>, and the website when it is the only one', () => {
    const {
      canonical_website: _w,
      canonical_url: _u,
      taxonomy: _t,
      ...raw
    } = base({
      websites: {
        semana: {
          website_url: '/nacion/articulo/t/T1/',
          website_section: { type: 'reference', referent: { type: 'section', id: '/nacion' } },
        },
      },
    });
    const doc = accepted(raw);
    expect(doc.canonical_website).toBe('semana');
    expect(doc.canonical_url).toBe('/nacion/articulo/t/T1/');
    // A section reference is named by its referent's id: `_id`, which ANS allows on a reference, is filled in.
    expect(doc.taxonomy.primary_section).toEqual({
      _id: '/nacion',
      type: 'reference',
      referent: { type: 'section', id: '/nacion' },
    });
    expect(doc.taxonomy.sections).toEqual([doc.taxonomy.primary_section]);
  });

  it('refuses a document it cannot place: no site, no address, no section, an address off the site', () => {
    const { canonical_website: _w, canonical_url: _u, websites: _s, taxonomy: _t, ...raw } = base();
    expect(refused(raw).map((p) => p.pointer)).toEqual([
      '/canonical_website',
      '/canonical_url',
      '/taxonomy/primary_section',
    ]);
    expect(refused(base({ canonical_url: 'https://otro.example/x/' }))).toEqual([
      { id: 'T1', pointer: '/canonical_url', rule: expect.stringContaining('site-relative path') },
    ]);
    const unnamed = { type: 'section', version: V, name: 'Sin id' };
    expect(refused(base({ taxonomy: { primary_section: unnamed, sections: [unnamed] } }))).toEqual([
      { id: 'T1', pointer: '/taxonomy/primary_section/_id', rule: expect.stringContaining('_id') },
      { id: 'T1', pointer: '/taxonomy/sections/0/_id', rule: expect.stringContaining('_id') },
    ]);
  });

  it('needs an _id, which ANS leaves optional: the site stores documents by it', () => {
    const { _id: _i, ...raw } = base();
    expect(refused(raw)).toEqual([{ id: '(sin _id)', pointer: '/_id', rule: expect.stringContaining('required') }]);
  });

  it('fills publish_date from first_publish_date, display_date or created_date, and display_date from it', () => {
    const { display_date: _d, publish_date: _p, ...raw } = base();
    expect(refused(raw)).toEqual([{ id: 'T1', pointer: '/publish_date', rule: expect.stringContaining('required') }]);
    const first = accepted({
      ...raw,
      first_publish_date: '2026-01-02T03:04:05Z',
      created_date: '2026-01-01T00:00:00Z',
    });
    expect([first.publish_date, first.display_date]).toEqual(['2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z']);
    const created = accepted({ ...raw, created_date: '2026-01-01T00:00:00Z' });
    expect(created.publish_date).toBe('2026-01-01T00:00:00Z');
  });

  it('stores a date in another RFC 3339 form (which ANS accepts) as ISO 8601', () => {
    const doc = accepted(base({ publish_date: '2026-11-20 09:30:00-0500', last_updated_date: '2026-11-20t10:00:00z' }));
    expect(doc.publish_date).toBe('2026-11-20T09:30:00-05:00');
    expect(doc.last_updated_date).toBe('2026-11-20T10:00:00Z');
  });

  it('gives a video without a promo item its promo image, so lists show its picture', () => {
    const doc = accepted(ansVideoWithoutHeadlines('V3'));
    expect(promoImage(doc)?.url).toBe('https://fotos.example.org/ans/V3POSTER.jpg');
  });

  it('leaves the given document as it was', () => {
    const raw = ansVideoWithoutHeadlines('V4');
    const before = structuredClone(raw);
    accepted(raw);
    expect(raw).toEqual(before);
  });
});

describe('validateDocument: the official schema decides', () => {
  it('reads any 0.10.x document, nested versions included, as 0.10.12', () => {
    const section = { type: 'section', version: '0.10.3', _id: '/nacion', name: 'Nación' };
    const doc = accepted(base({ version: '0.10.3', taxonomy: { primary_section: section, sections: [section] } }));
    expect(doc.version).toBe('0.10.3');
  });

  it('refuses what ANS does not define, with a pointer to it', () => {
    expect(refused(base({ x_campo: 1 }))).toEqual([
      { id: 'T1', pointer: '/x_campo', rule: expect.stringContaining('additional_properties') },
    ]);
    // Where several shapes are allowed, the complaint is the one of the shape with the value's type.
    expect(refused(base({ promo_items: { basic: { type: 'raw_html' } } }))).toEqual([
      { id: 'T1', pointer: '/promo_items/basic/content', rule: 'required by ANS' },
    ]);
    expect(refused(base({ type: 'audio' }))).toEqual([
      { id: 'T1', pointer: '/type', rule: expect.stringContaining('"story", "gallery" or "video"') },
    ]);
  });

  it('takes what ANS allows where the contract reads it: author references, any promo item', () => {
    const doc = accepted(
      base({
        credits: {
          by: [
            { type: 'reference', referent: { type: 'author', id: 'sin-resolver' } },
            { type: 'author', name: 'Ana' },
          ],
        },
        promo_items: { basic: { type: 'video', version: V, promo_image: image('PROMOVIDEO', 'x') } },
      }),
    );
    expect(credited(doc.credits?.by).map((a) => a.name)).toEqual(['Ana']);
    expect(promoImage(doc)?.url).toBe('https://fotos.example.org/ans/PROMOVIDEO.jpg');
  });

  it('is the one entry point: a small story passes whole', () => {
    const raw = ansStory({ id: 'S1', url: '/nacion/articulo/s/S1/', headline: 'Titular' });
    expect(accepted(raw)).toEqual({ ...raw, content_elements: raw.content_elements });
  });
});

describe('redirects', () => {
  const redirect = { type: 'redirect', version: V, canonical_url: '/antes/', redirect_url: '/despues/' };
  it('are valid ANS but no page: validateDocument says so, validateRedirect reads them', () => {
    expect(refused(redirect)).toEqual([
      { id: '(sin _id)', pointer: '/type', rule: expect.stringContaining('redirect') },
    ]);
    expect(validateRedirect(redirect)).toEqual({ redirect: { canonical_url: '/antes/', redirect_url: '/despues/' } });
    expect(validateRedirect({ ...redirect, redirect_url: 'https://otro.example/x/' })).toMatchObject({
      redirect: { redirect_url: 'https://otro.example/x/' },
    });
    expect(validateRedirect({ ...redirect, redirect_url: 'javascript:alert(1)' })).toEqual({
      problems: [{ id: '(sin _id)', pointer: '/redirect_url', rule: expect.stringContaining('site-relative') }],
    });
    expect(validateRedirect({ ...redirect, extra: 1 })).toMatchObject({ problems: [{ pointer: '/extra' }] });
  });
});

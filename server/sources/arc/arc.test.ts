import { describe, expect, it } from 'vitest';
import { readArcSettings, readImageOrigins } from './settings';
import { allOf, anyOf, phrase, range, readerWords } from './queries';
import { siteDocument, usableDocuments } from './documents';
import { arcPath } from './client';
import { oneSection } from './answers';
import { arcImageUrl, decodeImageRef, encodeImageRef, withArcImages } from '../../images/arc-images';
import { ARC_WEBSITE, SECTIONS, arcSection, arcStory, brokenStory } from '../../../tests/helpers/arc-documents';

const SITES = () => ['semana', 'elpais', 'soho'];
const full = {
  ARC_CONTENT_BASE: 'https://api.org.arcpublishing.com/',
  ARC_ACCESS_TOKEN: 'token',
  ARC_WEBSITES: 'semana:semana, elpais:el-pais',
};

describe('Arc settings (ARC_* variables)', () => {
  it('are all three or none', () => {
    expect(readArcSettings({}, SITES)).toBeUndefined();
    expect(() => readArcSettings({ ARC_CONTENT_BASE: full.ARC_CONTENT_BASE }, SITES)).toThrow(
      /ARC_CONTENT_BASE set but ARC_ACCESS_TOKEN, ARC_WEBSITES missing/,
    );
    expect(() => readArcSettings({ ...full, ARC_ACCESS_TOKEN: ' ' }, SITES)).toThrow(/ARC_ACCESS_TOKEN missing/);
  });

  it('map our sites to Arc websites, and the API origin is the pictures’ allow-list', () => {
    expect(
      readArcSettings(
        { ...full, ARC_IMAGE_ORIGINS: 'https://cloudfront-us-east-1.images.arcpublishing.com/org' },
        SITES,
      ),
    ).toEqual({
      base: 'https://api.org.arcpublishing.com',
      token: 'token',
      websites: { semana: 'semana', elpais: 'el-pais' },
      imageOrigins: ['https://api.org.arcpublishing.com', 'https://cloudfront-us-east-1.images.arcpublishing.com'],
      ttlSeconds: undefined,
    });
  });

  it('stop start-up with what to fix', () => {
    expect(() => readArcSettings({ ...full, ARC_WEBSITES: 'semana' }, SITES)).toThrow(/'semana' is not site:website/);
    expect(() => readArcSettings({ ...full, ARC_WEBSITES: 'semana:a,semana:b' }, SITES)).toThrow(/mapped twice/);
    expect(() => readArcSettings({ ...full, ARC_WEBSITES: 'nope:x' }, SITES)).toThrow(
      /names nope, which is not a site/,
    );
    expect(() => readArcSettings({ ...full, ARC_CONTENT_BASE: 'ftp://x' }, SITES)).toThrow(/ARC_CONTENT_BASE/);
    expect(() => readArcSettings({ ...full, ARC_IMAGE_ORIGINS: 'not a url' }, SITES)).toThrow(/ARC_IMAGE_ORIGINS/);
  });

  it('keep picture hosts without the rest (a site that left Arc)', () => {
    expect(readImageOrigins({ ARC_IMAGE_ORIGINS: 'https://photos.example/a, https://cdn.example' }, undefined)).toEqual(
      ['https://photos.example', 'https://cdn.example'],
    );
    expect(readImageOrigins({}, undefined)).toEqual([]);
  });
});

describe('Arc queries', () => {
  it('quote values and escape a reader’s words, so no input changes the query’s shape', () => {
    expect(phrase('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(anyOf('taxonomy.sections._id', ['/nacion'])).toBe('taxonomy.sections._id:"/nacion"');
    expect(anyOf('subtype', ['a', 'b', 'a'])).toBe('subtype:("a" OR "b")');
    expect(readerWords('reforma AND (type:video) OR *"x" <b>')).toEqual([
      'reforma',
      'and',
      '\\(type\\:video\\)',
      'or',
      '\\*\\"x\\"',
      'b',
    ]);
    expect(range('publish_date', new Date('2026-01-01T05:00:00Z'), undefined)).toBe(
      'publish_date:["2026-01-01T05:00:00.000Z" TO *]',
    );
    expect(range('publish_date', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toBe(
      'publish_date:["2026-01-01T00:00:00Z" TO "2026-01-02T00:00:00Z"}',
    );
    expect(allOf('a:1', undefined, '', 'b:2')).toBe('a:1 AND b:2');
  });

  it('read a section from the site service’s answer, whichever form it takes', () => {
    const nacion = { _id: '/nacion', name: 'Nación' };
    expect(oneSection(nacion, '/nacion')).toBe(nacion);
    expect(oneSection([{ _id: '/x' }, nacion], '/nacion')).toBe(nacion);
    expect(oneSection({ q_results: [nacion] }, '/nacion')).toBe(nacion);
    expect(oneSection({ q_results: [] }, '/nacion')).toBeNull();
    expect(oneSection(null, '/nacion')).toBeNull();
  });

  it('are addressed with their parameters in the order given, empty ones left out', () => {
    expect(arcPath('/content/v4/collections', { website: 'w', _id: 'portada', from: 0, size: undefined })).toBe(
      '/content/v4/collections?website=w&_id=portada&from=0',
    );
  });
});

describe('Arc documents as our site reads them', () => {
  const origin = 'https://photos.example';
  const where = { site: 'semana', website: ARC_WEBSITE, imageOrigins: [origin] };

  it('take our slug, the website’s own address and section, and only that website’s sections', () => {
    const other = arcSection('/nacion', 'Nación de otro', 'other-site');
    const raw = {
      ...arcStory({ name: 'x', headline: 'X', section: SECTIONS.nacion, published: '2026-11-20T12:00:00Z' }),
    };
    raw.canonical_website = 'other-site';
    raw.canonical_url = '/other/x/';
    (raw.taxonomy as { sections: unknown[] }).sections.push(other);
    const doc = siteDocument(raw, where) as Record<string, unknown>;
    expect(doc.canonical_website).toBe('semana');
    expect(doc.canonical_url).toMatch(/^\/nacion\/articulo\/x\//);
    expect((doc.taxonomy as { sections: unknown[] }).sections).toEqual([SECTIONS.nacion]);
    expect(doc.additional_properties).toEqual({ arc_origin: { website: ARC_WEBSITE } });
  });

  it('leave out (and log) what validation refuses, and what is of another website', () => {
    const warnings: object[] = [];
    const log = { warn: (obj: object) => warnings.push(obj) };
    const ok = arcStory({ name: 'ok', headline: 'Bien', section: SECTIONS.nacion, published: '2026-11-20T12:00:00Z' });
    const broken = brokenStory({
      name: 'mal',
      headline: 'Mal',
      section: SECTIONS.nacion,
      published: '2026-11-20T12:00:00Z',
    });
    const foreign = arcStory({
      name: 'f',
      headline: 'Ajena',
      section: SECTIONS.nacion,
      published: '2026-11-20T12:00:00Z',
      website: 'other',
    });
    const docs = usableDocuments([ok, broken, foreign, { type: 'reference', referent: { id: 'Z' } }], where, log);
    expect(docs.map((d) => d.headlines.basic)).toEqual(['Bien']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      problems: expect.arrayContaining([expect.objectContaining({ pointer: '/publish_date' })]),
    });
  });

  it('send photo-centre pictures through our resizer, an author’s with its url only', () => {
    const raw = arcStory({
      name: 'p',
      headline: 'P',
      section: SECTIONS.nacion,
      published: '2026-11-20T12:00:00Z',
      photoOrigin: origin,
    });
    raw.content_elements = [
      { type: 'image', version: '0.10.12', url: `${origin}/b.jpg` },
      { type: 'image', url: 'https://elsewhere.example/c.jpg' },
    ];
    const doc = withArcImages(raw, [origin]) as typeof raw & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const promo = doc.promo_items.basic;
    expect(promo.url).toBe(arcImageUrl(promo.additional_properties.arc_original_url, '1280x0'));
    expect(promo.images_data.fill.map((d: { size: string }) => d.size)).toEqual([
      '400x225',
      '768x432',
      '1024x576',
      '1280x720',
    ]);
    expect(doc.content_elements[0].url).toMatch(/^\/images\/arc\//);
    expect(doc.content_elements[1]).toEqual({ type: 'image', url: 'https://elsewhere.example/c.jpg' });
    const author = doc.credits.by[0].image;
    expect(author.url).toMatch(/^\/images\/arc\//);
    expect(author).not.toHaveProperty('images_data');
  });

  it('name a picture by a reference the resizer fetches only on an allowed origin', () => {
    const ref = encodeImageRef(`${origin}/photo/a.jpg`);
    expect(decodeImageRef(ref, [origin])?.href).toBe(`${origin}/photo/a.jpg`);
    expect(decodeImageRef(ref, ['https://other.example'])).toBeNull();
    expect(decodeImageRef(encodeImageRef('file:///etc/passwd'), [origin])).toBeNull();
    expect(decodeImageRef(encodeImageRef(`https://user:pw@photos.example/a.jpg`), [origin])).toBeNull();
    expect(decodeImageRef('../../etc', [origin])).toBeNull();
  });
});

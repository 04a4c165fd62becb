import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { ANS_SCHEMA_DIR, ansSchemaProblems, ansSchemaValidator } from '../server/content/ans-schema';
import {
  ansGalleryEveryProperty,
  ansStoryEveryProperty,
  ansStoryTaxonomyOnly,
  ansVideoEveryProperty,
  ansVideoWithoutHeadlines,
  everyAnsElement,
} from '../fixtures/ans-0.10';

/**
 * Issue 27, items 1 and 3: valid ANS 0.10 documents (written from the official schema in fixtures/ans-0.10.ts, with
 * only the site fields a publisher adds) import through the admin content API and their pages answer 200 and show
 * their content; the documents the issue saw refused import with their fallbacks (decision 0088).
 */
const TOKEN = 'ans-import-token';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, adminToken: TOKEN });
});
afterAll(() => server?.close());

type Doc = Record<string, unknown>;
const put = (doc: Doc) =>
  fetch(`${server.url}/api/admin/content/${String(doc._id)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });

async function open(url: string) {
  const res = await fetch(`${server.url}${url}?_website=semana`);
  const html = await res.text();
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return { status: res.status, html, document, jsonLd };
}

const stored = async (id: string) =>
  (await server.database.db.select().from(content).where(eq(content.id, id)))[0]?.doc as Doc | undefined;

const schemaProperties = (file: string) =>
  Object.keys((JSON.parse(fs.readFileSync(path.join(ANS_SCHEMA_DIR, file), 'utf8')) as { properties: Doc }).properties);

/** The schema file of each element type the fixtures' body uses. */
const ELEMENT_SCHEMAS: Record<string, string> = {
  image: 'image.json',
  video: 'video.json',
  gallery: 'gallery.json',
  audio: 'audio.json',
  oembed_response: 'utils/oembed_response.json',
  reference: 'utils/reference.json',
};
const elementSchema = (type: string) => ELEMENT_SCHEMAS[type] ?? `story_elements/${type}.json`;

describe('the fixture documents, checked against the official schema', () => {
  it('are each valid ANS and use every top-level property of their schema', () => {
    for (const [type, doc] of [
      ['story', ansStoryEveryProperty()],
      ['gallery', ansGalleryEveryProperty()],
      ['video', ansVideoEveryProperty()],
    ] as const) {
      expect(ansSchemaProblems(type, doc), type).toEqual([]);
      expect(Object.keys(doc).sort(), type).toEqual(schemaProperties(`${type}.json`).sort());
    }
    expect(ansSchemaProblems('story', ansStoryTaxonomyOnly())).toEqual([]);
    expect(ansSchemaProblems('video', ansVideoWithoutHeadlines())).toEqual([]);
  });

  it('hold one element of every story element type the schema defines, each valid under its own schema', () => {
    const { elements, shows } = everyAnsElement();
    // story_elements/: every file that defines a type (list_element.json is "a list or a text", not a type).
    const defined = fs
      .readdirSync(path.join(ANS_SCHEMA_DIR, 'story_elements'))
      .flatMap((file) => {
        const schema = JSON.parse(fs.readFileSync(path.join(ANS_SCHEMA_DIR, 'story_elements', file), 'utf8')) as {
          properties?: { type?: { enum?: string[] } };
        };
        return schema.properties?.type?.enum ?? [];
      })
      .sort();
    expect(defined).toHaveLength(17);
    const used = elements.map((el) => String(el.type));
    expect(used).toEqual(expect.arrayContaining(defined));
    expect(Object.keys(shows).sort()).toEqual([...used].sort());
    for (const el of elements) {
      const validate = ansSchemaValidator(elementSchema(String(el.type)));
      expect(validate(el) ? [] : validate.errors, String(el.type)).toEqual([]);
    }
  });
});

describe('importing valid ANS 0.10 through the admin content API', () => {
  it('a story with every property and every element type: 201, and its page shows every element our body renders', async () => {
    const doc = ansStoryEveryProperty();
    const res = await put(doc);
    expect(res.status, await res.clone().text()).toBe(201);
    const page = await open(String(doc.canonical_url));
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Historia ANS con todas las propiedades ANSSTORYALL');
    const body = page.document.querySelector('.article-body')?.innerHTML ?? '';
    for (const [type, shown] of Object.entries(everyAnsElement().shows)) {
      if (shown) expect(body, type).toContain(shown);
    }
    // The body's player of the video element: its MP4 and HLS streams, its poster.
    const video = page.document.querySelector('.article-body__stream video');
    expect(video?.getAttribute('poster')).toBe('https://fotos.example.org/ans/ANSBODYVIDEOPOSTER.jpg');
    expect(video?.querySelector('source[type="application/x-mpegURL"]')?.getAttribute('src')).toMatch(/master\.m3u8$/);
    // Types the body does not render leave nothing behind, not even their text.
    for (const absent of ['Respaldo ANS', 'Encuesta ANS', 'OTRANOTA', 'audio.example.org']) {
      expect(page.html).not.toContain(absent);
    }
    // The story's own corrections close the body; the byline names the author, not the unresolved reference.
    expect(body).toContain('Corrección ANS del documento ANSSTORYALL');
    expect(page.document.querySelector('.article-header')?.textContent).toContain('María Pérez');
    expect(page.html).not.toContain('autor-sin-resolver');
    const article = page.jsonLd.find((ld) => ld['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: doc.headlines && (doc.headlines as Doc).basic });
  });

  it('stores the document as given: nothing dropped, only missing fields filled in', async () => {
    const doc = ansStoryEveryProperty();
    const row = await stored('ANSSTORYALL');
    const { last_updated_date: _changed, ...rest } = doc;
    expect(row).toMatchObject(rest);
    // Another RFC 3339 form of a date is stored in ISO 8601, the same instant.
    expect(row?.last_updated_date).toBe('2026-11-18T15:30:00.250+00:00');
    // Still valid ANS: what is stored imports again unchanged.
    expect(ansSchemaProblems('story', row)).toEqual([]);
    expect((await put(row!)).status).toBe(200);
    expect(await stored('ANSSTORYALL')).toEqual(row);
  });

  it('a gallery with every property: 201, and its page shows its pictures', async () => {
    const doc = ansGalleryEveryProperty();
    expect((await put(doc)).status).toBe(201);
    const page = await open(String(doc.canonical_url));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Galería ANS con todas las propiedades ANSGALLERYALL');
    expect(page.html).toContain('Foto uno de la galería ANS');
    expect(page.html).toContain('https://fotos.example.org/ans/ANSGALLERYALLB.jpg');
  });

  it('a video with every property: its page plays the stream, with poster, subtitles, transcript and VideoObject', async () => {
    const doc = ansVideoEveryProperty();
    expect((await put(doc)).status).toBe(201);
    const page = await open(String(doc.canonical_url));
    expect(page.status).toBe(200);
    expect(page.document.querySelector('.app')?.className).toContain('app--video'); // the video template, by its type
    const video = page.document.querySelector('.video-stream video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('poster')).toBe('https://fotos.example.org/ans/ANSVIDEOALLPOSTER.jpg');
    const sources = [...(video?.querySelectorAll('source') ?? [])].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['application/x-mpegURL', 'https://videos.example.org/ans/ANSVIDEOALL/master.m3u8'],
      ['video/mp4', 'https://videos.example.org/ans/ANSVIDEOALL/720.mp4'],
    ]);
    const tracks = [...(video?.querySelectorAll('track') ?? [])];
    expect(tracks.map((t) => [t.getAttribute('kind'), t.getAttribute('src'), t.getAttribute('srclang')])).toEqual([
      ['subtitles', 'https://videos.example.org/ans/ANSVIDEOALL/es.vtt', 'es'],
    ]);
    expect(page.document.querySelector('.video-stream__transcript')?.textContent).toContain(
      'Segunda línea de la transcripción ANS.',
    );
    // Streams play here, not in the YouTube player the document's youtube_content_id would give.
    expect(page.document.querySelector('.video-player')).toBeNull();
    expect(page.jsonLd.find((ld) => ld['@type'] === 'VideoObject')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Video ANS con todas las propiedades ANSVIDEOALL',
      description: 'Descripción ANS ANSVIDEOALL',
      uploadDate: '2026-11-18T14:00:00Z',
      thumbnailUrl: ['https://fotos.example.org/ans/ANSVIDEOALLPOSTER.jpg'],
      duration: 'PT1M35S',
      contentUrl: 'https://videos.example.org/ans/ANSVIDEOALL/720.mp4',
      embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      transcript: 'Primera línea de la transcripción ANS.\n\nSegunda línea de la transcripción ANS.',
    });
    // The player's hosts: the page's policy lets the browser load them.
    const res = await fetch(`${server.url}${String(doc.canonical_url)}?_website=semana`);
    expect(res.headers.get('content-security-policy')).toMatch(/media-src 'self' https:/);
  });
});

describe('the documents the issue saw refused, with their fallbacks', () => {
  it('a story with only taxonomy and channels imports as «Sin título» and its page answers 200', async () => {
    const doc = ansStoryTaxonomyOnly();
    const res = await put(doc);
    expect(res.status, await res.clone().text()).toBe(201);
    const page = await open(String(doc.canonical_url));
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Sin título');
    const row = await stored('ANSSTORYBARE');
    expect(row).toMatchObject({ ...doc, headlines: { basic: 'Sin título' }, content_elements: [] });
  });

  it('two videos without headlines take their description as the title and play', async () => {
    for (const [id, description] of [
      ['ANSVIDEOBARE1', 'Resumen del partido de la noche'],
      ['ANSVIDEOBARE2', 'Entrevista con la ministra de Transporte'],
    ]) {
      const doc = ansVideoWithoutHeadlines(id, description);
      const res = await put(doc);
      expect(res.status, await res.clone().text()).toBe(201);
      const page = await open(String(doc.canonical_url));
      expect(page.status).toBe(200);
      expect(page.document.querySelector('h1')?.textContent).toBe(description);
      expect(page.document.querySelector('.video-stream video source')).not.toBeNull();
      expect(page.jsonLd.find((ld) => ld['@type'] === 'VideoObject')).toMatchObject({
        name: description,
        duration: 'PT42S',
      });
      // Lists show the video with its promo image, as they show a story.
      expect((await stored(id))?.promo_items).toEqual({ basic: doc.promo_image });
    }
  });
});

describe('what is refused', () => {
  it('a version other than 0.10.x, or none, with a clear message', async () => {
    for (const [version, rule] of [
      ['0.9.3', 'ANS version "0.9.3" is not supported: this site reads ANS 0.10.x, validated as 0.10.12'],
      ['1.0.0', 'ANS version "1.0.0" is not supported'],
      [undefined, 'required: an ANS document says its version'],
    ] as const) {
      const res = await put({ ...ansStoryTaxonomyOnly('ANSVERSION'), version });
      expect(res.status).toBe(422);
      expect((await res.json()).problems).toEqual([
        { id: 'ANSVERSION', pointer: '/version', rule: expect.stringContaining(rule) },
      ]);
    }
    expect(await stored('ANSVERSION')).toBeUndefined();
  });

  it('what the schema refuses, with its JSON pointers, and what our site rules refuse', async () => {
    const base = ansStoryTaxonomyOnly('ANSINVALID');
    const res = await put({ ...base, headlines: { web: 'sin basic' }, promo_items: { basic: { type: 'image' } } });
    expect(res.status).toBe(422);
    expect((await res.json()).problems).toEqual([
      { id: 'ANSINVALID', pointer: '/headlines/basic', rule: 'required by ANS' },
      { id: 'ANSINVALID', pointer: '/promo_items/basic/version', rule: 'required by ANS' },
    ]);
    const { canonical_url: _url, websites: _websites, taxonomy: _taxonomy, ...unplaced } = base;
    const site = await put(unplaced);
    expect(site.status).toBe(422);
    expect((await site.json()).problems).toEqual([
      { id: 'ANSINVALID', pointer: '/canonical_url', rule: expect.stringContaining('required') },
      { id: 'ANSINVALID', pointer: '/taxonomy/primary_section', rule: expect.stringContaining('required') },
    ]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesRouter } from './router';
import { arcImageUrl, encodeImageRef } from './arc-images';

/** Issue 27: Arc photo-centre pictures through our resizer, from the allowed origins only. */

const ORIGIN = 'https://photos.example';
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arc-image-cache-'));
const fetched: string[] = [];
let jpeg: Buffer;

/** The photo centre: a 1600x900 JPEG at /a.jpg, a page at /page.html, a redirect at /moved.jpg. */
const photoCentre: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  fetched.push(url.href);
  expect(init?.redirect).toBe('error');
  if (url.pathname === '/a.jpg')
    return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
  if (url.pathname === '/page.html') return new Response('<html>', { headers: { 'Content-Type': 'text/html' } });
  return new Response('no', { status: 404 });
};

const app = express().use(imagesRouter({ cacheDir, arcOrigins: [ORIGIN], fetch: photoCentre }));
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const get = (url: string) =>
  request(app)
    .get(url)
    .set('Accept', 'image/jpeg')
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('Arc pictures through the resizer', () => {
  it('resizes an allowed original to our sizes, fetched once and then kept', async () => {
    const res = await get(arcImageUrl(`${ORIGIN}/a.jpg`, '400x225'));
    expect(res.status).toBe(200);
    expect(res.headers['x-image-cache']).toBe('miss');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 225]);
    const intrinsic = await sharp((await get(arcImageUrl(`${ORIGIN}/a.jpg`, '768x0'))).body as Buffer).metadata();
    expect([intrinsic.width, intrinsic.height]).toEqual([768, 432]);
    const before = fetched.length;
    expect((await get(arcImageUrl(`${ORIGIN}/a.jpg`, '400x225'))).headers['x-image-cache']).toBe('hit');
    expect(fetched.length).toBe(before);
  });

  it('fetches nothing from another origin, and no size the site does not use', async () => {
    const before = fetched.length;
    expect((await get(arcImageUrl('https://evil.example/a.jpg', '400x225'))).status).toBe(404);
    expect((await get(`/images/arc/${encodeImageRef('http://127.0.0.1:22/')}/400x225.jpg`)).status).toBe(404);
    expect((await get('/images/arc/not*base64/400x225.jpg')).status).toBe(404);
    expect((await get(arcImageUrl(`${ORIGIN}/a.jpg`, '401x225'))).status).toBe(400);
    expect(fetched.length).toBe(before);
  });

  it('answers 502, not cached, when the original is not a picture or is missing', async () => {
    for (const file of ['/page.html', '/missing.jpg']) {
      const res = await get(arcImageUrl(`${ORIGIN}${file}`, '400x225'));
      expect(res.status).toBe(502);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imagesRouter } from './router';
import { negotiateFormat } from './negotiate';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
const app = express().use(imagesRouter({ cacheDir }));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const ID = 'U47KAAAAAAIB4RGBFVVPUAYFEX';
const get = (url: string, accept = 'image/jpeg') =>
  request(app)
    .get(url)
    .set('Accept', accept)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('image resizer', () => {
  it('answers an allowed size with a JPEG of exactly that size, cached for a year', async () => {
    const res = await get(`/images/${ID}/400x225.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toContain('Accept');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 225]);
  });

  it('keeps the 16:9 ratio for height 0 and crops squares (author photos too)', async () => {
    const intrinsic = await sharp((await get(`/images/${ID}-3/768x0.jpg`)).body as Buffer).metadata();
    expect([intrinsic.width, intrinsic.height]).toEqual([768, 432]);
    const square = await sharp(
      (await get('/images/author-maria-fernanda-ortega/200x200.jpg')).body as Buffer,
    ).metadata();
    expect([square.width, square.height]).toEqual([200, 200]);
  });

  it('draws different pictures for different ids, the same for the same id', async () => {
    const [a, b] = await Promise.all([get(`/images/${ID}-1/96x96.jpg`), get(`/images/${ID}-2/96x96.jpg`)]);
    expect(Buffer.compare(a.body as Buffer, b.body as Buffer)).not.toBe(0);
    const again = await get(`/images/${ID}-1/96x96.jpg`);
    expect(Buffer.compare(a.body as Buffer, again.body as Buffer)).toBe(0);
  });

  it('refuses sizes the site does not use with 400', async () => {
    for (const size of ['401x225', '4000x4000', '0x0', 'abc']) {
      expect((await get(`/images/${ID}/${size}.jpg`)).status).toBe(400);
    }
  });

  it('answers 404 for ids that are not ours', async () => {
    for (const id of ['nota-1', 'U47KAAAAAAIB4RGBFVVPUAYFE', '..%2F..%2Fetc', 'author-', 'AUTHOR-x']) {
      expect((await get(`/images/${id}/400x225.jpg`)).status, id).toBe(404);
    }
    expect((await get(`/images/${ID}/400x225.png`)).status).toBe(404);
  });

  it('sends WebP or AVIF when the browser accepts them, under the same .jpg url', async () => {
    const webp = await get(`/images/${ID}/400x225.jpg`, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.body as Buffer).metadata()).format).toBe('webp');
    const avif = await get(`/images/${ID}/400x225.jpg`, 'image/avif,image/webp,image/apng,*/*;q=0.8');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.body as Buffer).metadata()).format).toBe('heif');
  });

  it('serves the second request from the disk cache', async () => {
    const url = `/images/${ID}-9/1024x576.jpg`;
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(fs.existsSync(path.join(cacheDir, `${ID}-9`, '1024x576.jpeg'))).toBe(true);
    const second = await get(url);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
  });
});

describe('a flood of resizes', () => {
  it('answers 503 with Retry-After once the line is full, and still serves the rest', async () => {
    const busyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-busy-'));
    const busy = express().use(imagesRouter({ cacheDir: busyDir, concurrency: 1, maxWaiting: 1 }));
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => request(busy).get(`/images/${ID}-${n}/1280x720.jpg`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(answers.find((r) => r.status === 503)?.headers['retry-after']).toBe('2');
    fs.rmSync(busyDir, { recursive: true, force: true });
  });
});

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, and only when named explicitly', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});

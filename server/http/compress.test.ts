import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, rawGet } from '../../tests/helpers/raw-get';
import { compressResponses } from './compress';

// The middleware alone, in front of routes that stand for what the app sends: a page kept already compressed (the
// HTML cache keeps brotli bytes and says so itself), an event stream, and a plain page.
const page = `<!DOCTYPE html><html><body>${'<p>Noticia de prueba</p>'.repeat(400)}</body></html>`;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get('/cached', (_req, res) => {
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    res.send(brotliCompressSync(page));
  });
  app.get('/events', (_req, res) => {
    res.set('Content-Type', 'text/event-stream');
    res.end(`data: ${'x'.repeat(4000)}\n\n`);
  });
  app.get('/page', (_req, res) => {
    res.type('html').send(page);
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('compressResponses', () => {
  it('leaves a response that already carries a Content-Encoding alone: decoded once, it is the page', async () => {
    for (const accept of ['br', 'gzip', 'gzip, deflate, br']) {
      const res = await rawGet(`${base}/cached`, accept);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res).toString('utf8')).toBe(page);
    }
  });

  it('compresses a page that is not compressed yet', async () => {
    const res = await rawGet(`${base}/page`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString('utf8')).toBe(page);
  });

  it('never compresses an event stream', async () => {
    const res = await rawGet(`${base}/events`, 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toMatch(/^data: x+\n\n$/);
  });
});

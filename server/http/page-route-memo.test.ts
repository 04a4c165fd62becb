import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pageRouteMemo } from './page-route-memo';

/** An app shaped like ours: routers between the memo and the catch-all page route, each counting what it sees. */
function appWithMemo(size?: number) {
  const seenByRouters: string[] = [];
  const memo = pageRouteMemo(size);
  const app = express();
  app.use(memo.early);
  app.use((req, _res, next) => {
    seenByRouters.push(req.path);
    next();
  });
  app.get('/api/thing', (_req, res) => {
    res.json({ api: true });
  });
  const handlers = [
    (req: Request, res: Response, next: NextFunction) => {
      res.set('X-Route', 'page');
      next();
    },
    async (req: Request, res: Response) => {
      if (req.path === '/falla/') throw new Error('render failed');
      res.send(`page ${req.path}`);
    },
  ];
  memo.setRoute(handlers);
  app.get('/{*path}', memo.remember, ...handlers);
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: err.message });
  });
  return { app, seenByRouters };
}

describe('the page route memo (decision 0059)', () => {
  it('sends a page address the second time straight to the page route, with the same answer', async () => {
    const { app, seenByRouters } = appWithMemo();
    const first = await request(app).get('/nacion/articulo/a/1/');
    const second = await request(app).get('/nacion/articulo/a/1/?x=1');
    expect([first.status, first.text, first.headers['x-route']]).toEqual([200, 'page /nacion/articulo/a/1/', 'page']);
    expect([second.status, second.text, second.headers['x-route']]).toEqual([200, first.text, 'page']);
    expect(seenByRouters).toEqual(['/nacion/articulo/a/1/']);
  });

  it('never remembers an address another router answers, nor other methods', async () => {
    const { app, seenByRouters } = appWithMemo();
    await request(app).get('/api/thing').expect(200, { api: true });
    await request(app).get('/api/thing').expect(200, { api: true });
    await request(app).get('/portada/');
    await request(app).post('/portada/').expect(404);
    expect(seenByRouters).toEqual(['/api/thing', '/api/thing', '/portada/', '/portada/']);
  });

  it('passes a page error to the app error handler, on the short way as on the long one', async () => {
    const { app } = appWithMemo();
    await request(app).get('/falla/').expect(500, { error: 'render failed' });
    await request(app).get('/falla/').expect(500, { error: 'render failed' });
  });

  it('remembers a bounded number of addresses: the oldest go the long way again', async () => {
    const { app, seenByRouters } = appWithMemo(2);
    for (const path of ['/a/', '/b/', '/c/', '/a/', '/c/']) await request(app).get(path).expect(200);
    expect(seenByRouters).toEqual(['/a/', '/b/', '/c/', '/a/']);
  });
});

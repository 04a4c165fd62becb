import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { loadSites } from '../sites';
import { ownEmbeds } from './router';
import { sportsAgenda } from './sports-agenda-data';
import { answer } from './assistant';

const app = express();
app.set('query parser', 'simple');
app.use((_req, res, next) => {
  res.locals.site = loadSites().get('semana');
  next();
});
app.use(ownEmbeds());

const NOON = Date.parse('2026-03-10T12:00:00-05:00');

describe('our own sports agenda (issue 28, decision 0102)', () => {
  it('lists results of the last days, newest first, and fixtures of the next days, soonest first', () => {
    const { results, fixtures } = sportsAgenda(NOON);
    expect(results.length).toBeGreaterThan(0);
    expect(fixtures.length).toBeGreaterThan(0);
    for (const m of results) expect(m.at.getTime()).toBeLessThan(NOON);
    for (const m of fixtures) expect(m.at.getTime()).toBeGreaterThan(NOON);
    expect(results.map((m) => m.at.getTime())).toEqual(results.map((m) => m.at.getTime()).sort((a, b) => b - a));
    expect(fixtures.map((m) => m.at.getTime())).toEqual(fixtures.map((m) => m.at.getTime()).sort((a, b) => a - b));
    expect(results[0]!.at.toISOString()).toBe('2026-03-10T00:30:00.000Z'); // yesterday 19:30 in Bogotá
  });

  it('is a Spanish page with both lists, framable by our own pages only and running no script', async () => {
    const res = await request(app).get('/embed/agenda-deportiva/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('Resultados');
    expect(res.text).toContain('Próximos partidos');
    expect(res.text).toContain('Atlético Nacional');
    expect(res.text).toContain('Datos de demostración');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.text).not.toContain('<script');
  });

  it('refuses a query it does not take', async () => {
    expect((await request(app).get('/embed/agenda-deportiva/?equipo=<b>')).status).toBe(400);
  });
});

describe('our own help assistant (issue 28, decision 0102)', () => {
  it('answers a typed question from the help centre, accents or not', () => {
    const found = answer({ pregunta: '¿Cómo hago una devolucion?' });
    expect(found?.kind === 'topic' && found.topic.slug).toBe('devoluciones');
    expect(answer({ pregunta: 'medios de pago' })).toMatchObject({ kind: 'topic', topic: { slug: 'medios-de-pago' } });
  });

  it('says so, and points to the contact form, when nothing in the help centre fits', async () => {
    expect(answer({ pregunta: 'zzzz qwerty' })).toEqual({ kind: 'unknown' });
    const res = await request(app).get('/embed/asistente/').query({ pregunta: 'zzzz qwerty' });
    expect(res.text).toContain('No tengo una respuesta para eso');
    expect(res.text).toContain('href="/contactenos/"');
  });

  it("offers a card's sub-topics as quick replies, and a sub-topic's text as the answer", async () => {
    const card = await request(app).get('/embed/asistente/?tema=transacciones');
    expect(card.text).toContain('href="/embed/asistente/?tema=devoluciones#respuesta"');
    const topic = await request(app).get('/embed/asistente/?tema=devoluciones');
    expect(topic.text).toContain('Tienes derecho de retracto durante 5 días hábiles');
  });

  it('escapes what the reader typed and refuses an unknown parameter or a too long question', async () => {
    const res = await request(app).get('/embed/asistente/').query({ pregunta: '<img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.toContain('<img src=x');
    expect((await request(app).get('/embed/asistente/?otra=1')).status).toBe(400);
    expect(
      (
        await request(app)
          .get('/embed/asistente/')
          .query({ pregunta: 'a'.repeat(201) })
      ).status,
    ).toBe(400);
  });
});

describe('our own election pre-count (issue 28, decision 0102)', () => {
  it('is labelled a demo and shows national bars and a table per department', async () => {
    const res = await request(app).get('/embed/preconteo/');
    expect(res.text).toContain('Preconteo de demostración');
    expect(res.text).toContain('no son resultados reales');
    expect(res.text).toMatch(/<th scope="row">Antioquia<\/th>/);
    expect(res.text.match(/class="bar"/g)).toHaveLength(4);
  });
});

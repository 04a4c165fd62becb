import { describe, expect, it } from 'vitest';
import { formatLiveTime, liveTimeAnchor, parseLiveTime, stripTags } from './parse-live-time';

describe('parseLiveTime (spec 1, 4: live-blog times)', () => {
  it("matches '10:30 am' and keeps the rest of the text", () => {
    expect(parseLiveTime('10:30 am Llega el presidente')).toEqual({
      time: '10:30 am',
      minutes: 630,
      rest: 'Llega el presidente',
    });
  });

  it("matches 'a.m.'/'p.m.', Intl's 'p. m.' and upper case", () => {
    expect(parseLiveTime('10:30 p.m. Cierre')).toMatchObject({ time: '10:30 p.m.', minutes: 22 * 60 + 30 });
    expect(parseLiveTime('4:05 p. m. Se levanta la sesión')).toMatchObject({
      minutes: 16 * 60 + 5,
      rest: 'Se levanta la sesión',
    });
    expect(parseLiveTime('11:05 A.M. Votación')).toMatchObject({ minutes: 665, rest: 'Votación' });
    expect(parseLiveTime('7:15pm: Resultados')).toMatchObject({ time: '7:15pm', rest: 'Resultados' });
  });

  it("accepts a single-digit hour ('9:15 am')", () => {
    expect(parseLiveTime('9:15 am Abren las urnas')).toMatchObject({ minutes: 555 });
  });

  it('reads 12:00 pm as noon and 12:00 am as midnight', () => {
    expect(parseLiveTime('12:00 pm Mediodía')?.minutes).toBe(720);
    expect(parseLiveTime('12:00 am Medianoche')?.minutes).toBe(0);
  });

  it('does not match a time after the first 20 characters, nor inside the text', () => {
    expect(parseLiveTime('La sesión continuará a las 10:30 am')).toBeNull();
    expect(parseLiveTime('Hoy a las 10:30 am llega')).toBeNull();
    expect(parseLiveTime('Sin hora')).toBeNull();
  });

  it('needs the whole time within the 20-character window', () => {
    const pad = ' '.repeat(10);
    expect(parseLiveTime(`${pad}10:30 a.m. Llega`)).not.toBeNull(); // ends at character 20
    expect(parseLiveTime(`${pad} 10:30 a.m. Llega`)).toBeNull(); // ends at character 21
  });

  it('rejects what only looks like a time', () => {
    expect(parseLiveTime('10:30 amigos llegaron')).toBeNull();
    expect(parseLiveTime('13:30 pm Hora imposible')).toBeNull();
    expect(parseLiveTime('10:75 am Minutos imposibles')).toBeNull();
    expect(parseLiveTime('10:30 Sin am ni pm')).toBeNull();
  });

  it('strips HTML before matching and keeps the markup of the rest', () => {
    expect(parseLiveTime('<b>10:30&nbsp;am</b> - Llega <a href="/x/">el presidente</a>')).toEqual({
      time: '10:30 am',
      minutes: 630,
      rest: 'Llega <a href="/x/">el presidente</a>',
    });
    expect(parseLiveTime('<p><strong>11:05 a.m.</strong> | Votación</p>')?.rest).toBe('<p>Votación</p>');
  });
});

describe('live time helpers', () => {
  it('writes times the site way and makes anchors from them', () => {
    expect(formatLiveTime(630)).toBe('10:30 a.m.');
    expect(formatLiveTime(0)).toBe('12:00 a.m.');
    expect(formatLiveTime(16 * 60 + 5)).toBe('4:05 p.m.');
    expect(liveTimeAnchor(630)).toBe('hora-1030am');
    expect(liveTimeAnchor(12 * 60)).toBe('hora-1200pm');
  });

  it('turns editor HTML into text', () => {
    expect(stripTags('<i>Uno</i> &amp; dos&#33;')).toBe('Uno & dos!');
  });
});

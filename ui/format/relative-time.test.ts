import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-07-10T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const rel = (ms: number, tz = 'America/Bogota') => formatRelativeTime(ago(ms), NOW, tz);

describe('relative time (spec 1, 9)', () => {
  it("reads 'Hace pocos segundos' under 5 minutes, even at 4 min 59 s", () => {
    expect(rel(30 * S)).toBe('Hace pocos segundos');
    expect(rel(4 * MIN + 59 * S)).toBe('Hace pocos segundos');
  });

  it("reads 'Hace N minutos' from 5 to 59 minutes, counting whole minutes", () => {
    expect(rel(5 * MIN)).toBe('Hace 5 minutos');
    expect(rel(59 * MIN + 59 * S)).toBe('Hace 59 minutos');
  });

  it("reads 'Hace 1 hora' then 'Hace N horas' under 6 hours", () => {
    expect(rel(60 * MIN)).toBe('Hace 1 hora');
    expect(rel(2 * H + 30 * MIN)).toBe('Hace 2 horas');
    expect(rel(5 * H + 59 * MIN)).toBe('Hace 5 horas');
  });

  it('shows the long date from 6 hours on', () => {
    expect(rel(6 * H)).toBe('10 de julio de 2025');
    expect(formatRelativeTime('2025-07-10T03:30:00Z', NOW, 'America/New_York')).toBe('9 de julio de 2025');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(rel(-30 * S)).toBe('Hace pocos segundos');
  });
});

/**
 * Demo data of our own sports agenda (decision 0102): Colombian football results of the last days and fixtures of
 * the next ones. Each match is stored as days from today and a Bogotá kick-off hour, so the agenda is current on any
 * day without a provider.
 */
export interface Match {
  competition: string;
  home: string;
  away: string;
  venue: string;
  /** Days from today in Bogotá: negative for played matches. */
  day: number;
  /** Kick-off, Bogotá time (UTC−5, no daylight saving). */
  hour: string;
  /** Goals, for played matches only. */
  score?: [number, number];
}

const LIGA = 'Liga BetPlay';
const SELECCION = 'Amistoso internacional';

const MATCHES: readonly Match[] = [
  {
    competition: LIGA,
    home: 'Atlético Nacional',
    away: 'Millonarios',
    venue: 'Atanasio Girardot',
    day: -1,
    hour: '19:30',
    score: [2, 1],
  },
  {
    competition: LIGA,
    home: 'Deportivo Cali',
    away: 'Junior',
    venue: 'Deportivo Cali',
    day: -1,
    hour: '17:00',
    score: [0, 0],
  },
  {
    competition: LIGA,
    home: 'Independiente Santa Fe',
    away: 'América de Cali',
    venue: 'El Campín',
    day: -2,
    hour: '20:00',
    score: [1, 3],
  },
  {
    competition: LIGA,
    home: 'Once Caldas',
    away: 'Deportes Tolima',
    venue: 'Palogrande',
    day: -2,
    hour: '18:10',
    score: [2, 2],
  },
  {
    competition: LIGA,
    home: 'Atlético Bucaramanga',
    away: 'Independiente Medellín',
    venue: 'Américo Montanini',
    day: -3,
    hour: '16:00',
    score: [1, 0],
  },
  { competition: LIGA, home: 'Millonarios', away: 'Junior', venue: 'El Campín', day: 1, hour: '19:30' },
  {
    competition: LIGA,
    home: 'América de Cali',
    away: 'Atlético Nacional',
    venue: 'Pascual Guerrero',
    day: 2,
    hour: '20:10',
  },
  {
    competition: LIGA,
    home: 'Deportes Tolima',
    away: 'Independiente Santa Fe',
    venue: 'Manuel Murillo Toro',
    day: 2,
    hour: '18:00',
  },
  {
    competition: SELECCION,
    home: 'Colombia',
    away: 'Paraguay',
    venue: 'Metropolitano, Barranquilla',
    day: 4,
    hour: '18:30',
  },
  {
    competition: LIGA,
    home: 'Independiente Medellín',
    away: 'Once Caldas',
    venue: 'Atanasio Girardot',
    day: 6,
    hour: '16:00',
  },
];

export interface DatedMatch extends Match {
  /** The kick-off as an instant. */
  at: Date;
}

const BOGOTA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The match's kick-off instant, from today's date in Bogotá. */
function kickOff(match: Match, now: number): Date {
  const today = new Date(now - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
  const midnight = Date.parse(`${today}T00:00:00-05:00`);
  const [h, m] = match.hour.split(':').map(Number);
  return new Date(midnight + match.day * DAY_MS + (h! * 60 + m!) * 60_000);
}

/** Results, newest first, and fixtures, soonest first, as of `now`. */
export function sportsAgenda(now: number): { results: DatedMatch[]; fixtures: DatedMatch[] } {
  const dated = MATCHES.map((m) => ({ ...m, at: kickOff(m, now) }));
  return {
    results: dated.filter((m) => m.score).sort((a, b) => b.at.getTime() - a.at.getTime()),
    fixtures: dated.filter((m) => !m.score).sort((a, b) => a.at.getTime() - b.at.getTime()),
  };
}

/**
 * The election special's demo pre-count (decision 0102): invented candidates and votes, shown under the label
 * «Preconteo de demostración» so no reader takes them for real results.
 */
export interface Candidate {
  name: string;
  /** The table's column heading: narrow enough for a phone. */
  short: string;
  party: string;
  colour: string;
}

export const CANDIDATES: readonly Candidate[] = [
  { name: 'Ana María Quintero', short: 'Quintero', party: 'Movimiento Demostración', colour: '#1f6feb' },
  { name: 'Jorge Iván Salcedo', short: 'Salcedo', party: 'Partido Ejemplo', colour: '#d1242f' },
  { name: 'Camila Ortiz Rendón', short: 'Ortiz', party: 'Coalición Muestra', colour: '#1a7f37' },
  { name: 'Voto en blanco', short: 'En blanco', party: '', colour: '#8c959f' },
];

/** Votes per department, in the order of CANDIDATES. */
export const DEPARTMENTS: readonly { name: string; votes: readonly number[] }[] = [
  { name: 'Bogotá D. C.', votes: [1_412_380, 1_087_215, 702_904, 96_310] },
  { name: 'Antioquia', votes: [803_118, 1_164_502, 388_771, 61_028] },
  { name: 'Valle del Cauca', votes: [762_440, 598_127, 301_662, 44_905] },
  { name: 'Atlántico', votes: [455_902, 312_087, 121_553, 18_771] },
  { name: 'Santander', votes: [296_114, 421_889, 150_208, 22_406] },
  { name: 'Cundinamarca', votes: [402_661, 389_003, 211_930, 30_117] },
];

/** Share of the tables counted so far, in per cent. */
export const TABLES_COUNTED = 87.4;

/** National totals per candidate, with their share of all votes. */
export function totals(): { candidate: Candidate; votes: number; share: number }[] {
  const votes = CANDIDATES.map((_, i) => DEPARTMENTS.reduce((n, d) => n + d.votes[i]!, 0));
  const all = votes.reduce((a, b) => a + b, 0);
  return CANDIDATES.map((candidate, i) => ({ candidate, votes: votes[i]!, share: (votes[i]! / all) * 100 }));
}

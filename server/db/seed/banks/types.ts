/**
 * A hand-written bank of Spanish text for one section. Templates may use the common placeholders
 * ({persona}: a man's name, {persona2}: a woman's, {ciudad}, {departamento}, {cifra}, {miles},
 * {porcentaje}, {dia}) and the bank's own `slots`.
 */
export interface SectionBank {
  slug: string;
  name: string;
  /** ANS subtype shown as the kicker; 'articulo' when absent. */
  subtype?: string;
  subsections?: readonly { slug: string; name: string }[];
  /** The section path its stories are filed under, when not `/{slug}`. */
  path?: string;
  /** A section its stories are also filed under: Soho's 'Historias' are 'Relatos' too (the magazine menu). */
  partOf?: { slug: string; name: string };
  slots?: Readonly<Record<string, readonly string[]>>;
  headlines: readonly string[];
  subheadlines: readonly string[];
  /** Body sentences; paragraphs are two or three of them. */
  sentences: readonly string[];
  /** Intertitles (header elements). */
  headers: readonly string[];
  quotes: readonly string[];
  /** Who is quoted, after the speaker's name: "gobernador de {departamento}". */
  roles: readonly string[];
  listItems: readonly string[];
  tags: readonly string[];
  /** Image descriptions: alt text, and the start of the caption. */
  images: readonly string[];
  /** Column title of the data table some stories carry. */
  tableMetric?: string;
}

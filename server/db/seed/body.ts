import type { AnsElement } from '../../../contracts/ans';
import type { SectionBank } from './banks';
import { GENERAL_QUOTES, PHOTO_CREDITS, PLACES } from './banks/common';
import type { Rng } from './prng';
import { capitalize, fill, formatNumber, type SentencePool, type Slots } from './text';
import {
  dividerElement,
  headerElement,
  listElement,
  picture,
  quoteElement,
  tableElement,
  textElement,
  type ElementIds,
} from './elements';
import { pictureId } from './ids';

export interface BodyInput {
  rng: Rng;
  bank: SectionBank;
  slots: Slots;
  storyId: string;
  ids: ElementIds;
  pool: SentencePool;
  siteName: string;
}

/** A paragraph of two or three sentences from the pool; null once the pool runs dry. */
export function paragraph({ rng, pool, slots, ids }: BodyInput, sentences = rng.int(2, 3)): AnsElement | null {
  const taken = pool.take(sentences);
  if (taken.length === 0) return null;
  return textElement(ids.next(), taken.map((s) => capitalize(fill(s, slots))).join(' '));
}

export function bodyImage(input: BodyInput, n: number): AnsElement {
  const { rng, bank, slots, storyId, siteName } = input;
  const alt = fill(rng.pick(bank.images), slots);
  return picture({
    id: pictureId(storyId, n),
    alt,
    caption: `${alt}. ${rng.pick(['Imagen de referencia.', 'Imagen de archivo.', 'Foto tomada durante la jornada.'])}`,
    by: rng.chance(0.3) ? `Archivo ${siteName}` : rng.pick(PHOTO_CREDITS),
  });
}

/** 'ministra', 'directora', 'actriz' name a woman; 'analista' or 'periodista' could be either. */
export function isFeminineRole(role: string): boolean {
  const word = role.split(' ')[0].toLowerCase();
  return word === 'actriz' || (word.endsWith('a') && !word.endsWith('ista'));
}

export function quote(input: BodyInput): AnsElement {
  const { rng, bank, slots, ids } = input;
  const content = rng.pick([...bank.quotes, ...GENERAL_QUOTES]);
  const role = fill(rng.pick(bank.roles), slots);
  const speaker = isFeminineRole(role) ? slots.vocera : slots.vocero;
  return quoteElement(ids.next(), fill(content, slots), `${speaker}, ${role}`);
}

function table(input: BodyInput): AnsElement {
  const { rng, bank, ids } = input;
  const metric = bank.tableMetric ?? 'Casos';
  const percent = metric.includes('%');
  const rows = rng.sample(PLACES, 4).map(([city, department]) => {
    const value = percent ? formatNumber(rng.int(10, 600) / 10, 1) : formatNumber(rng.int(12, 9800));
    return [city, department, value];
  });
  return tableElement(ids.next(), ['Ciudad', 'Departamento', metric], rows);
}

/**
 * A story body: paragraphs with intertitles, a picture, a quote, a list, and now and then a table
 * or a divider, in the order a newsroom would lay them out. Sentences never repeat within a story.
 */
export function composeBody(input: BodyInput): AnsElement[] {
  const { rng, bank, slots, ids } = input;
  const headers = rng.shuffle(bank.headers);
  const paragraphs = rng.int(6, 9);
  const out: AnsElement[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const text = paragraph(input);
    if (!text) break;
    out.push(text);
    if (i === 1 && headers.length) out.push(headerElement(ids.next(), 2, headers[0]));
    if (i === 2) out.push(bodyImage(input, 1));
    if (i === 3 && rng.chance(0.75)) out.push(quote(input));
    if (i === 4 && rng.chance(0.6)) {
      if (headers.length > 1) out.push(headerElement(ids.next(), 3, headers[1]));
      const items = rng.sample(bank.listItems, rng.int(3, 5)).map((item) => fill(item, slots));
      out.push(listElement(ids.next(), rng.chance(0.4), items));
    }
    if (i === 5 && rng.chance(0.15)) out.push(table(input));
    if (i === 6 && rng.chance(0.5)) out.push(bodyImage(input, 2));
    if (i === paragraphs - 2 && rng.chance(0.12)) out.push(dividerElement(ids.next()));
  }
  return out;
}

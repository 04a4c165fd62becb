import type { AnsElement } from '../../../contracts/ans';
import { paragraph, quote, type BodyInput } from './body';
import { headerElement, textElement } from './elements';
import type { Rng } from './prng';
import { capitalize, fill } from './text';

const DAY_MS = 86_400_000;
/** Live blogs are written in Bogotá time (UTC-5 all year). */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

export interface LiveSchedule {
  /** The latest update: the blog's publish date. */
  publish: number;
  updated: number;
  /** Update times, newest first, like '4:05 pm' or '10:30 a.m.'. */
  times: string[];
}

function clock(minutes: number, style: readonly [string, string]): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return `${h % 12 || 12}:${m} ${h < 12 ? style[0] : style[1]}`;
}

/**
 * Times of the updates, all on the publish date (spec 1, 4: coverage runs from 00:00 to 23:59 of
 * that date). A blog planned before 9:00 moves to 21:00 of the day before, so it has a morning; a blog still
 * running (`current`) keeps its time, its updates going back into the night if it is early.
 */
export function liveSchedule(rng: Rng, planned: number, current = false): LiveSchedule {
  let local = planned - BOGOTA_OFFSET_MS;
  const dayStart = local - (local % DAY_MS);
  if (!current && local - dayStart < 9 * 3_600_000) local = dayStart - 3 * 3_600_000;
  const publish = local + BOGOTA_OFFSET_MS;
  const style = rng.pick([
    ['a.m.', 'p.m.'],
    ['am', 'pm'],
  ] as const);
  const times: string[] = [];
  let minutes = Math.floor((local % DAY_MS) / 60_000);
  const count = rng.int(8, 12);
  const earliest = current ? 0 : 6 * 60;
  while (times.length < count && minutes >= earliest) {
    times.push(clock(minutes, style));
    minutes -= rng.int(12, 45);
  }
  return { publish, updated: publish, times };
}

/**
 * An introduction, then one entry per time: its line (every fourth a header), then a paragraph or two that tell the
 * update (issue 28: an update is more than one bold sentence); now and then a quote.
 */
export function buildLiveBody(input: BodyInput, times: readonly string[]): AnsElement[] {
  const { rng, bank, slots, ids, pool } = input;
  const intro = paragraph(input, 2);
  const out: AnsElement[] = intro ? [intro] : [];
  const headers = rng.shuffle(bank.headers);
  times.forEach((time, i) => {
    // An update is its line and a paragraph: it is left out when the story's sentences run short.
    if (pool.remaining < 3) return;
    if (i % 4 === 1 && headers.length) out.push(headerElement(ids.next(), 2, `${time} ${headers.shift()}`));
    else {
      const [sentence] = pool.take(1);
      if (!sentence) return;
      out.push(textElement(ids.next(), `${time} ${capitalize(fill(sentence, slots))}`));
    }
    const told = [paragraph(input, 2), ...(rng.chance(0.3) ? [paragraph(input, 2)] : [])];
    out.push(...told.filter((e): e is AnsElement => e !== null));
    if (rng.chance(0.2)) out.push(quote(input));
  });
  return out;
}

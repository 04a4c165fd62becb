import { toSlug } from '../../../contracts/slug';
import type { Rng } from './prng';

/** URL slug from a headline: the one slug rule (contracts/slug.ts), cut at a word near 80 characters. */
export const slugify = (text: string, max = 80): string => toSlug(text, max);

export type Slots = Record<string, string>;

/** Replaces `{name}` placeholders; an unknown placeholder is a bug in a sentence bank, so it throws. */
export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`unknown placeholder {${name}} in "${template}"`);
    return value;
  });
}

/** Upper-cases the first letter (placeholders can start a sentence). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Draws sentences without replacement, so no sentence (and thus no paragraph) repeats within a story. */
export class SentencePool {
  private readonly queue: string[];

  constructor(rng: Rng, ...banks: readonly (readonly string[])[]) {
    // The section's own sentences first, the general ones after: a story reads as its section.
    this.queue = banks.flatMap((bank) => rng.shuffle(bank));
  }

  get remaining(): number {
    return this.queue.length;
  }

  take(n: number): string[] {
    return this.queue.splice(0, n);
  }
}

const formatters = new Map<number, Intl.NumberFormat>();

/** Spanish thousands with dots and decimals with a comma, as Colombian newspapers print them. */
export function formatNumber(value: number, decimals = 0): string {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-CO', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format.format(value);
}

import { content } from '../db/schema';
import type { StoryDocument } from '../../contracts/ans';
import { project } from './list-helpers';

const asksForBody = (include: string | undefined) =>
  include?.split(',').some((f) => f.trim().split('.')[0] === 'content_elements') ?? false;

/**
 * The column a list reads: the stored `card` (the document without its body), unless `sourceInclude` asks for the
 * body. Reading `doc` cost a list most of its time: each document unpacked, trimmed and printed by the database, then
 * parsed here, to throw the body away.
 */
export function cardColumn(include: string | undefined): typeof content.doc | typeof content.card {
  return asksForBody(include) ? content.doc : content.card;
}

/** Shapes cards as `project` shapes whole documents: the same fields, in the same order. */
export function projectCards(
  cards: (Partial<StoryDocument> | null)[],
  include: string | undefined,
): Partial<StoryDocument>[] {
  // A card carries every field but the body, so the paywall rule in `project` reads what it reads on a document.
  return cards.flatMap((card) => (card ? [project(card as StoryDocument, include)] : []));
}

import { z } from 'zod';
import { HELP_TOPICS, type HelpTopic } from '../../blocks/help-centre/help-topics';

/** What the reader sends the demo assistant: a quick reply (a help topic's slug) or a typed question. */
export const assistantQuery = z.object({
  tema: z
    .string()
    .regex(/^[a-z-]{1,60}$/)
    .optional(),
  pregunta: z.string().trim().min(1).max(200).optional(),
});
export type AssistantQuery = z.infer<typeof assistantQuery>;

export type AssistantAnswer =
  { kind: 'topic'; topic: HelpTopic; card: HelpTopic } | { kind: 'choices'; card: HelpTopic } | { kind: 'unknown' };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every answerable topic with its card: the cards without sub-cards and every sub-card. */
const LEAVES = HELP_TOPICS.flatMap((card) =>
  card.topics ? card.topics.map((topic) => ({ card, topic })) : [{ card, topic: card }],
);

// Words too common to tell topics apart.
const STOP = new Set(['como', 'cual', 'cuando', 'donde', 'para', 'puedo', 'quiero', 'tengo', 'esta', 'este', 'sobre']);

/** The leaf whose title and text share most of the question's words (of four letters or more), if any. */
function bestMatch(question: string): (typeof LEAVES)[number] | undefined {
  const words = fold(question)
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length >= 4 && !STOP.has(w))
    // A plural or a verb form still finds its topic: compare stems of five letters at most.
    .map((w) => w.slice(0, 5));
  let best: { score: number; leaf?: (typeof LEAVES)[number] } = { score: 0 };
  for (const leaf of LEAVES) {
    const title = fold(`${leaf.card.title} ${leaf.topic.title}`);
    const text = fold((leaf.topic.text ?? []).join(' '));
    const score = words.reduce((n, w) => n + (title.includes(w) ? 3 : 0) + (text.includes(w) ? 1 : 0), 0);
    if (score > best.score) best = { score, leaf };
  }
  return best.leaf;
}

/** The assistant's reply: a topic's answer, a card's sub-topics to choose from, or an honest "I don't know". */
export function answer(query: AssistantQuery): AssistantAnswer | undefined {
  if (query.tema) {
    const card = HELP_TOPICS.find((c) => c.slug === query.tema);
    if (card) return card.topics ? { kind: 'choices', card } : { kind: 'topic', card, topic: card };
    const leaf = LEAVES.find((l) => l.topic.slug === query.tema);
    return leaf ? { kind: 'topic', ...leaf } : { kind: 'unknown' };
  }
  if (!query.pregunta) return undefined;
  const leaf = bestMatch(query.pregunta);
  return leaf ? { kind: 'topic', ...leaf } : { kind: 'unknown' };
}

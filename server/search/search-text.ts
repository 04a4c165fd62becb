import type { StoryDocument } from '../../contracts/ans';
import { isLocked } from '../../contracts/entitlement';

/** Lowercased, accents stripped: the form both the index and the queries use. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * What full-text search looks at: headline, subheadline, description and the text of the body. Only what a visitor
 * may read is indexed: a story the paywall locks shows a visitor no body at all (blocks/article-body), so its body
 * stays out, or a search for a word of the premium text would tell that it is there (migration 0015 re-indexes).
 */
export function searchText(doc: StoryDocument): string {
  const body = isLocked(doc)
    ? []
    : doc.content_elements
        .filter((e) => e.type === 'text' || e.type === 'header')
        .map((e) => (typeof e.content === 'string' ? stripTags(e.content) : ''));
  return foldText(
    [doc.headlines.basic, doc.subheadlines?.basic, doc.description?.basic, ...body].filter(Boolean).join(' \n'),
  ).slice(0, 100_000);
}

/**
 * The tsquery of a site's lexeme in `content.search` ('site=semana'), written as a quoted lexeme so the parser keeps
 * it whole: searching it with the words makes one GIN lookup return one site's matches.
 */
export function siteLexemeQuery(site: string): string {
  return `'site=${site.replace(/['\\]/g, (c) => c + c)}'`;
}

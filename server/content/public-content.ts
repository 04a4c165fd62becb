import { eq } from 'drizzle-orm';
import { content } from '../db/schema';

/**
 * The condition every public read of the content table carries (decision 0089): a document under an active embargo
 * is not there for readers. Lists read from `content_keys` need none (the trigger files no key for an embargoed
 * document); pages, searches, feeds, sitemaps and the single-document sources add this one. Editor views leave it out.
 */
export const publicContent = () => eq(content.embargoed, false);

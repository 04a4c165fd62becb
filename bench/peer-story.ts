import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rootDir } from '../server/config';

/** The peers' article (../shared/peers/nextjs-article/story.json), the one every system renders in the comparison. */
export const PEER_STORY_FILE =
  process.env.BENCH_PEER_STORY ?? path.join(rootDir, '..', 'shared', 'peers', 'nextjs-article', 'story.json');

/** The peer's own address of the article: the Next.js dynamic route and the bare Express peer both serve it. */
export const PEER_ARTICLE_PATH =
  '/colombia/medellin/medellin-sembrara-20000-arboles-en-entornos-escolares-QJ3XK7M2ZBHFDNWLTR5VY6PA4E';

const peerStory = z.looseObject({
  _id: z.string(),
  headlines: z.looseObject({ basic: z.string() }),
  first_publish_date: z.string(),
  taxonomy: z.looseObject({}),
});

/**
 * The peer's story given one of our sites and addresses (the README's recipe): Semana, a story of /nacion, the
 * article URL shape of our seeded stories. Its content, images and tags stay the peer's.
 */
export function peerStoryForSemana(file = PEER_STORY_FILE): { doc: Record<string, unknown>; url: string } {
  const story = peerStory.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const url = `/nacion/articulo/medellin-sembrara-20000-arboles-en-entornos-escolares/${story._id}/`;
  const section = { _id: '/nacion', type: 'section', version: '0.10.12', name: 'Nación', path: '/nacion' };
  const doc = {
    ...story,
    canonical_website: 'semana',
    canonical_url: url,
    website_url: url,
    publish_date: story.first_publish_date,
    taxonomy: { ...story.taxonomy, primary_section: section, sections: [section] },
  };
  return { doc, url };
}

/** The peers' story imported through our admin content API: the same article in every system. */
export async function importPeerStory(origin: string, token: string): Promise<string> {
  const { doc, url } = peerStoryForSemana();
  const res = await fetch(`${origin}/api/admin/content/${String(doc._id)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
  if (!res.ok) throw new Error(`importing the peers' story answered ${res.status}: ${await res.text()}`);
  return url;
}

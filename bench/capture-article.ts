import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ComponentType } from 'react';
import type { BlockProps } from '../runtime/define-block';
import { preparePage } from '../runtime/prepare-page';
import type { BlockRegistry } from '../runtime/registry';
import { resolveData, walkBlocks } from '../runtime/resolve';
import type { PageConfig, RenderContext } from '../runtime/types';
import { chooseTemplate } from '../templates/choose-template';
import { rootDir } from '../server/config';
import type { Database } from '../server/db/client';
import { content } from '../server/db/schema';
import { createSourceCache, createSources } from '../server/sources/client';
import type { SiteProps } from '../contracts/site-schema';

export interface CapturedBlock {
  name: string;
  Component: ComponentType<BlockProps<Record<string, unknown>, unknown>>;
  config: Record<string, unknown>;
  data: unknown;
}

/** What the runtime rendered for one article: each area's visible blocks with the props they got. */
export interface CapturedPage {
  ctx: RenderContext;
  title: string;
  areas: Record<string, CapturedBlock[]>;
}

function readTemplate(name: string): PageConfig {
  const file = path.join(rootDir, 'templates', `${name}.json`);
  const chosen = fs.existsSync(file) ? file : path.join(rootDir, 'templates', 'default.json');
  return JSON.parse(fs.readFileSync(chosen, 'utf8')) as PageConfig;
}

/**
 * Runs the runtime's prepare and resolve steps once for an article, so the baseline can render the
 * very same components with the very same props, without the runtime around them.
 */
export async function captureArticle(
  database: Database,
  registry: BlockRegistry,
  site: SiteProps,
  articlePath: string,
): Promise<CapturedPage> {
  const [row] = await database.db
    .select({ doc: content.doc })
    .from(content)
    .where(and(eq(content.site, site.slug), eq(content.canonicalUrl, articlePath)));
  if (!row) throw new Error(`no story at ${articlePath}`);
  const story = row.doc;
  const template = chooseTemplate({
    sections: story.taxonomy.sections.map((s) => s._id),
    primarySection: story.taxonomy.primary_section._id,
    path: story.canonical_url,
    type: story.type,
  });
  const { areas, problems } = preparePage(readTemplate(template), registry);
  if (problems.length) throw new Error(`template ${template}: ${problems.map((p) => p.message).join('; ')}`);
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const ctx: RenderContext = { site, now, path: articlePath, params: {} };
  const sources = createSources({ db: database.db, site: site.slug, now, cache: createSourceCache() });
  const data = await resolveData(
    areas,
    { ...ctx, sources, story, query: {} },
    {
      timeoutMs: 5000,
      onError: (block, err) => {
        throw new Error(`${block.def.name}: ${err.message}`);
      },
    },
  );
  const captured: Record<string, CapturedBlock[]> = {};
  for (const [area, nodes] of Object.entries(areas)) {
    captured[area] = [...walkBlocks(nodes)]
      // The runtime's rule: published, and resolved (a fetch that returned null is not in the map).
      .filter((b) => b.config.published && data.has(b))
      .map((b) => ({ name: b.def.name, Component: b.def.component, config: b.config, data: data.get(b) }));
  }
  return { ctx, title: story.headlines.basic, areas: captured };
}

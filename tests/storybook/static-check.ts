// The static Storybook build as a designer opens it, in Chromium (`node --import tsx tests/storybook/static-check.ts
// storybook-static`, .ci/run's Storybook stage): index.json has the docs pages and families the editor links to, and
// every story renders and plays with no request answered 404 (or failed) and no serious or critical axe violation.
// happy-dom cannot judge contrast or layout, so this is the check that can.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/shared-browser';
import { AXE_EXCEPTIONS } from './axe-exceptions';
import { indexProblems, storybookIndex } from './index-checks';
import { serveStatic } from './static-server';

const SERIOUS = new Set(['serious', 'critical']);
const DONE = new Set(['completed', 'finished', 'errored', 'aborted']);
const PAGES = Number(process.env.STORYBOOK_CHECK_PAGES ?? 2);
const STORY_LIMIT_MS = 90_000;
const isLocal = (url: string) => /^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url);

interface Preview {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; id?: string } };
}

/** Waits for Storybook to finish the story (render, play), and says how it ended. */
async function renderedPhase(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    ([storyId, done]) => {
      const render = (window as Preview).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && done.includes(render.phase ?? '') ? render.phase : false;
    },
    [id, [...DONE]] as const,
    { timeout: 30_000, polling: 100 },
  );
  return String(await handle.jsonValue());
}

async function checkStory(page: Page, origin: string, id: string): Promise<string[]> {
  const problems: string[] = [];
  // A 404 is a missing file or an unmocked address; other error answers are the deliberate states msw gives (a wrong
  // password's 401, a declined card's 402).
  const onResponse = (res: { status(): number; url(): string }) => {
    if (res.status() === 404) problems.push(`404 ${res.url()}`);
  };
  const onFailed = (req: { url(): string; failure(): { errorText: string } | null }) => {
    // A navigation away (the next story) cancels what the last one still loads; other hosts are blocked (below).
    const error = req.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED' && error !== 'net::ERR_BLOCKED_BY_CLIENT' && isLocal(req.url()))
      problems.push(`failed ${req.url()}`);
  };
  const onError = (err: Error) => {
    // msw's worker unregisters itself when its last page (the previous story) unloads; the next story's update of
    // it then fails while the story registers it afresh: the check's page reuse, not the story.
    if (!/Failed to update a ServiceWorker .*Not found/.test(err.message)) problems.push(`page error: ${err.message}`);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('pageerror', onError);
  try {
    // Each story as a designer opens it: what the last one stored (a sign-in's tokens) must not sign this one in.
    await page.evaluate('localStorage.clear(); sessionStorage.clear()').catch(() => undefined);
    await page.context().clearCookies();
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    const phase = await renderedPhase(page, id);
    if (phase !== 'completed' && phase !== 'finished') problems.push(`the story ended ${phase} (its play function?)`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    for (const v of violations) {
      if (!SERIOUS.has(v.impact ?? '')) continue;
      if (AXE_EXCEPTIONS.some((e) => e.story === id && e.rule === v.id)) continue;
      const where = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`);
      problems.push(`axe ${v.impact} ${v.id}: ${v.help} (${where.join('; ')})`);
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('pageerror', onError);
  }
  return problems;
}

async function checkStories(browser: Browser, origin: string, ids: string[]): Promise<Map<string, string[]>> {
  const failures = new Map<string, string[]>();
  const queue = [...ids];
  let done = 0;
  await Promise.all(
    Array.from({ length: PAGES }, async () => {
      // One context per worker: msw's service worker registers once and serves every later story.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // No network but this machine: a story's third-party address (an embed, a PDF) is not the build's to serve.
      await context.route(
        (url) => !isLocal(url.href),
        (route) => route.abort('blockedbyclient'),
      );
      let page = await context.newPage();
      for (let id = queue.shift(); id; id = queue.shift()) {
        const started = Date.now();
        let timer: NodeJS.Timeout | undefined;
        // A story that blocks its page (a dialog, a busy loop) must not hold the whole check: a fresh page goes on.
        const stuck = new Promise<string[]>((resolve) => {
          timer = setTimeout(() => resolve([`no answer within ${STORY_LIMIT_MS / 1000}s`]), STORY_LIMIT_MS);
        });
        const problems = await Promise.race([checkStory(page, origin, id), stuck]);
        clearTimeout(timer);
        if (Date.now() - started >= STORY_LIMIT_MS) {
          await page.close().catch(() => undefined);
          page = await context.newPage();
        }
        if (problems.length) failures.set(id, problems);
        if (++done % 25 === 0 || process.env.STORYBOOK_CHECK_ONLY)
          console.log(`${done}/${ids.length} stories (${id}: ${Date.now() - started} ms)`);
      }
      await context.close();
    }),
  );
  return failures;
}

async function main(dir: string): Promise<number> {
  const index = storybookIndex.parse(JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')));
  const problems = indexProblems(index);
  for (const p of problems) console.error(`index.json: ${p}`);
  const only = process.env.STORYBOOK_CHECK_ONLY?.split(',');
  const ids = Object.values(index.entries)
    .filter((e) => e.type === 'story' && (!only || only.some((part) => e.id.includes(part))))
    .map((e) => e.id);
  const server = await serveStatic(dir);
  const browser = await launchBrowser();
  const started = Date.now();
  try {
    const failures = await checkStories(browser, server.origin, ids);
    for (const [id, list] of failures) console.error(`${id}:\n  ${list.join('\n  ')}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`${ids.length} stories in ${seconds}s: ${failures.size} with problems; index.json: ${problems.length}`);
    return failures.size + problems.length;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = (await main(process.argv[2] ?? 'storybook-static')) > 0 ? 1 : 0;

import path from 'node:path';
import { afterAll, vi } from 'vitest';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
const root = path.resolve(import.meta.dirname, '../..');
const ours = (id: string) => id.startsWith(root) && !id.includes('/node_modules/');

/**
 * Our own modules are evaluated afresh for the next file, as in a process of its own: their module-level state (a
 * reader's cached session, an in-flight request) is each file's own. Packages from node_modules (React,
 * testing-library, zod, swiper) stay loaded: loading them for every file is where the time went, and evaluating
 * React twice in one worker would give two Reacts. Vitest's own `vi.resetModules()` resets those too, so this walks
 * its module registry (vitest 4's worker state) and resets only ours.
 */
function resetOwnModules(): void {
  const state = (
    globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap: Map<string, ModuleNode> } } }
  ).__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  if (!modules) throw new Error("tests/setup/shared-worker.ts: vitest's module registry moved; see docs/testing.md");
  for (const [id, node] of modules) {
    if (!ours(id)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/** React's act() switch, which a few files set for the whole file: it changes how updates are batched. */
const ACT = 'IS_REACT_ACT_ENVIRONMENT';
// Read when this file runs, before the test file's own top level (which may set it).
const actBefore = Object.getOwnPropertyDescriptor(globalThis, ACT);

/**
 * Timers a file starts end with it: a session refresh or an autoplay left running would otherwise fire during a
 * later file, against that file's fetch mock. The wrappers go around the worker's first timer functions, kept
 * once, so they never nest.
 */
type TimerFunctions = Pick<typeof globalThis, 'setTimeout' | 'setInterval' | 'clearTimeout' | 'clearInterval'>;
const timers = globalThis as typeof globalThis & { __newsOriginalTimers?: TimerFunctions };
const original = (timers.__newsOriginalTimers ??= {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  clearTimeout: globalThis.clearTimeout,
  clearInterval: globalThis.clearInterval,
});
const started = new Set<ReturnType<typeof setTimeout>>();
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const id = original.setTimeout(...args);
  started.add(id);
  return id;
}) as typeof setTimeout;
globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
  const id = original.setInterval(...args);
  started.add(id);
  return id;
}) as typeof setInterval;

function stopTimers(): void {
  for (const id of started) {
    original.clearTimeout(id);
    original.clearInterval(id);
  }
  started.clear();
}

// In the `unit` and `dom` projects a worker runs many files in turn (isolate: false, vitest.config.ts): whatever a
// file faked or stubbed ends with the file, so the next one starts as it would in a process of its own.
afterAll(() => {
  vi.useRealTimers();
  stopTimers();
  resetOwnModules();
  if (actBefore) Object.defineProperty(globalThis, ACT, actBefore);
  else delete (globalThis as Record<string, unknown>)[ACT];
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Four kinds of test file, each in the pool that suits it (issue 23, docs/testing.md). A file's kind is read from
 * what it does, so a new file lands in the right one without a list to keep:
 * - `dom`: declares `@vitest-environment happy-dom` (blocks, ui, editor components): one happy-dom per worker.
 * - `unit`: plain functions in Node.
 * - `server`: starts a server, a database or a browser page in its own process.
 * - `isolated`: says `@vitest-isolate` (with why), runs a child process, mocks a module, assigns the environment, changes happy-dom's settings or sets
 *   Storybook's global annotations (which reach into testing-library and React's act switch for the rest of the
 *   process): a fresh process per file.
 * The first three share a worker between files: packages stay loaded, our own modules are evaluated afresh for each
 * file and what a file started ends with it (tests/setup/shared-worker.ts).
 */
const ISOLATED =
  /@vitest-isolate|child_process|vi\.(do)?[mM]ock\(|process\.env\.\w+ *=[^=]|node-websocket|setProjectAnnotations|happyDOM/;
const SERVER =
  /startTestServer|startAccountsServer|browserTest\(|readOnlyBrowserTest\(|productionServer\(|launchBrowser|storageTargets|openPglite|openDatabase|scratchDatabase|createApp\(/;
const SKIP = /^(node_modules|dist|storybook-static|tmp|data|coverage|\.git|\.cache)$/;
const TEST = /\.test\.tsx?$/;

function testFiles(dir = '.'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (SKIP.test(file)) return [];
    return e.isDirectory() ? testFiles(file) : TEST.test(e.name) ? [file] : [];
  });
}

/**
 * A file whose every test needs PostgreSQL says `@vitest-requires DATABASE_URL`. Without DATABASE_URL (a new user's
 * `npm test`; CI sets it) it is left out and the run says so, instead of failing as a file with no suite.
 */
const NEEDS_POSTGRES = /@vitest-requires DATABASE_URL/;
const leftOut: string[] = [];
const kinds = { unit: [] as string[], dom: [] as string[], server: [] as string[], isolated: [] as string[] };
function kindOf(code: string): keyof typeof kinds {
  if (ISOLATED.test(code)) return 'isolated';
  if (SERVER.test(code)) return 'server';
  return /@vitest-environment happy-dom/.test(code) ? 'dom' : 'unit';
}
for (const file of testFiles()) {
  const code = fs.readFileSync(file, 'utf8');
  if (NEEDS_POSTGRES.test(code) && !process.env.DATABASE_URL) leftOut.push(file);
  else kinds[kindOf(code)].push(file);
}
if (leftOut.length) console.log(`Left out without DATABASE_URL (they need PostgreSQL): ${leftOut.sort().join(', ')}`);

const project = (name: keyof typeof kinds, test: TestProjectInlineConfiguration['test']) => ({
  esbuild: { jsx: 'automatic' as const },
  test: {
    name,
    include: kinds[name],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
    // Its ES build imports without file extensions, which bundlers resolve and Node does not: Vite transforms it.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    ...test,
  },
});

export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    // Both cores (CI's machine has 2): test files wait on servers, databases and Chromium as much as they compute.
    maxWorkers: os.availableParallelism(),
    projects: [
      project('unit', { environment: 'node', isolate: false, setupFiles: ['tests/setup/shared-worker.ts'] }),
      project('dom', {
        environment: 'happy-dom',
        isolate: false,
        setupFiles: ['tests/setup/shared-worker.ts', 'tests/setup/dom.ts'],
      }),
      project('server', {
        environment: 'node',
        isolate: false,
        setupFiles: ['tests/setup/shared-worker.ts'],
        // A browser or a server beside another worker answers later than alone: polls wait up to 10 s, not 1 s.
        expect: { poll: { timeout: 10_000 } },
      }),
      project('isolated', { environment: 'node', expect: { poll: { timeout: 10_000 } } }),
    ],
    // In CI a JSON report and each file's timings too, from which .ci/run prints the slowest files and the plain
    // 'N passed, N failed' line (tests/suite-report.mjs).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'tmp/vitest-report.json' }], './tests/reporters/file-timings.ts']
      : ['default'],
  },
});

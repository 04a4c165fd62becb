import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  file: string;
  project: string;
  tests: number;
  /** Milliseconds: importing the file and its modules, the environment and the harness. */
  load: number;
  /** beforeAll/afterAll/beforeEach/afterEach: servers, databases, browsers started and stopped. */
  hooks: number;
  /** The tests' own bodies. */
  testTime: number;
}

/**
 * Writes where each test file's time went (tmp/vitest-timings.json) for tests/suite-report.mjs, which .ci/run
 * prints after the suite (issue 23): loading, hooks and tests, per file.
 */
export default class FileTimings implements Reporter {
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'tmp/vitest-timings.json';
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const timings: FileTiming[] = modules.map((module) => {
      const d = module.diagnostic();
      const cases = [...module.children.allTests()];
      const testTime = cases.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        tests: cases.length,
        load: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration,
        hooks: Math.max(0, d.duration - testTime),
        testTime,
      };
    });
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify(timings));
  }
}

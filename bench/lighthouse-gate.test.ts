import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BUDGETS, judge, STALLED_HOST_FLOOR, type Run } from './lighthouse-gate';

const run = (performance: number, stalledMs: number, extra: Partial<Run> = {}): Run => ({
  performance,
  accessibility: 100,
  lcpMs: 1000,
  cls: 0,
  tbtMs: 50,
  runMs: 15_000,
  stalledMs,
  benchmarkIndex: 3100,
  ...extra,
});

describe('the Lighthouse gate (decision 0065)', () => {
  it("judges performance by the quiet runs' median against the issue's 95", () => {
    const verdict = judge([run(100, 300), run(82, 3_200), run(98, 400), run(94, 500)], 3);
    expect(verdict).toMatchObject({ performance: 98, performanceBudget: BUDGETS.performance, quietRuns: 3, ok: true });
  });

  it('fails a page whose quiet runs miss 95, however well the stalled ones did', () => {
    const verdict = judge([run(93, 200), run(100, 3_000), run(94, 300), run(90, 400)], 3);
    expect(verdict).toMatchObject({ performance: 93, ok: false });
  });

  it('judges a host that stalled through the runs against the floor, by all runs', () => {
    const stalled = judge([run(86, 3_100), run(97, 300), run(80, 3_300), run(88, 4_000)], 3);
    expect(stalled).toMatchObject({ performance: 88, performanceBudget: STALLED_HOST_FLOOR, quietRuns: 1, ok: true });
    expect(judge([run(70, 3_000), run(74, 3_000), run(99, 100)], 3).ok).toBe(false);
  });

  it('does not count a run on a host Lighthouse itself calls too slow (benchmark index under 1,000)', () => {
    const slowCpu = { benchmarkIndex: 700 };
    const verdict = judge([run(90, 300, slowCpu), run(97, 300), run(96, 400), run(99, 200)], 3);
    expect(verdict).toMatchObject({ performance: 97, quietRuns: 3, ok: true });
    const allSlow = judge([run(88, 0, slowCpu), run(91, 0, slowCpu), run(80, 0, slowCpu)], 3);
    expect(allSlow).toMatchObject({ performance: 88, performanceBudget: STALLED_HOST_FLOOR, quietRuns: 0 });
  });

  it('holds accessibility and CLS to their budgets whatever the host did', () => {
    const twoOfThree = [run(100, 0), run(100, 0, { accessibility: 96 }), run(100, 0, { accessibility: 96 })];
    expect(judge(twoOfThree, 3)).toMatchObject({ accessibility: 96, ok: false });
    expect(judge([run(100, 0, { cls: 0.01 }), run(100, 0, { cls: 0.01 }), run(100, 0)], 3).ok).toBe(false);
  });
});

describe('the host stall probe', () => {
  it('counts the time its process was not run', async () => {
    // A child process with a probe, stopped for 600 ms as a host that takes the CPU away would stop it.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./bench/host-stall.ts').then(async ({ startStallProbe }) => {
           const probe = startStallProbe();
           process.stdout.write('ready\\n');
           await new Promise((r) => setTimeout(r, 1500));
           process.stdout.write(String(probe.stalledMs()) + '\\n');
           await probe.stop();
         });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await expect.poll(() => out, { timeout: 10_000 }).toContain('ready');
    await sleep(200);
    child.kill('SIGSTOP');
    await sleep(600);
    child.kill('SIGCONT');
    const exit = new Promise((resolve) => child.once('exit', resolve));
    await expect.poll(() => out.split('\n')[1] ?? '', { timeout: 10_000 }).toMatch(/^\d+$/);
    expect(Number(out.split('\n')[1])).toBeGreaterThanOrEqual(500);
    await exit;
  });
});

// `npm test`: lint and the type check side by side (each is single-threaded; the machine has two cores), then the
// Vitest run, each stage's time printed as it ends (issue 23). Stops at the first stage that fails, with its exit
// status. Arguments go to Vitest (`npm test -- blocks/hero-slider`).
import { spawn } from 'node:child_process';

/** Runs a command; its output is printed whole when it ends (two at once would interleave). */
function run(name, command, args, { buffered }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status, signal) => {
      if (output) process.stdout.write(output);
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`\n==> npm test: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
      resolve({ name, status: status ?? (signal ? 1 : 0), seconds });
    });
  });
}

const checks = await Promise.all([
  run('lint', 'npm', ['run', '--silent', 'lint'], { buffered: true }),
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
]);
const stages = [...checks];
if (checks.every((c) => c.status === 0))
  stages.push(await run('vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)], { buffered: false }));
console.log(`==> npm test: stages: ${stages.map((s) => `${s.name} ${s.seconds}s`).join(', ')}`);
const failed = stages.find((s) => s.status !== 0);
process.exit(failed ? failed.status : 0);

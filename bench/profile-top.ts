// Reads a V8 CPU profile (`node --cpu-prof`) and prints the frames with the most self time, the share of the busy
// time each takes, and the share by package: where an uncached or hot request's time goes (docs/performance.md).
// Usage: node --import tsx bench/profile-top.ts <file.cpuprofile> [frames=25] [from seconds into the profile, or -N: the last N s]
import fs from 'node:fs';
import { z } from 'zod';

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  startTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

const [file, framesArg = '25', fromArg = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-top.ts <file.cpuprofile> [frames] [from seconds]');
const profile = profileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const totalUs = profile.timeDeltas.reduce((a, b) => a + b, 0);
// A negative start counts back from the end: `-15` is the last 15 s.
const fromUs = Number(fromArg) < 0 ? totalUs + Number(fromArg) * 1e6 : Number(fromArg) * 1e6;

/** Where a frame comes from: a package under node_modules, node's own code, or ours (the path from the repo). */
function origin(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:') || url === '') return 'node';
  return url.replace(/^file:\/\/.*?\/(server|blocks|ui|runtime|layouts|contracts|bench)\//, '$1/').split('/')[0];
}

const self = new Map<string, number>();
const packages = new Map<string, number>();
let idle = 0;
let elapsed = 0;
let busy = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i];
  if (elapsed < fromUs) return;
  const frame = byId.get(id)!;
  const dt = profile.timeDeltas[i];
  // Idle is the event loop waiting; (program) is V8's own native work and (garbage collector) GC: both busy.
  if (frame.functionName === '(idle)') {
    idle += dt;
    return;
  }
  busy += dt;
  const where = frame.url.replace(/^file:\/\/.*?\/(node_modules\/)?/, '');
  const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + dt);
  const pkg = frame.functionName.startsWith('(') ? frame.functionName : origin(frame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
});

const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
const window = elapsed - fromUs;
console.log(
  `window ${(window / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s (${((100 * busy) / window).toFixed(0)}%)`,
);
console.log('\nself time by origin (share of busy time):');
for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(us).padStart(6)}  ${pkg}`);
console.log('\ntop frames by self time:');
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(framesArg)))
  console.log(`  ${pct(us).padStart(6)}  ${name}`);

// Where the suite's time went (issue 23): the 15 slowest test files of the last run, each split into loading
// (imports, environment), hooks (servers, databases, browsers) and tests, from tests/reporters/file-timings.ts
// (tmp/vitest-timings.json); then the plain 'N passed, N failed' line from Vitest's JSON report. Run by .ci/run after
// npm test; by hand: `node tests/suite-report.mjs`.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
const timings = read('tmp/vitest-timings.json');
const report = read('tmp/vitest-report.json');
const s = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);

if (timings) {
  const total = (t) => t.load + t.hooks + t.testTime;
  const sum = (key) => timings.reduce((acc, t) => acc + t[key], 0);
  console.log(`\nThe 15 slowest of ${timings.length} test files (time in its worker):`);
  console.log(['total', 'load', 'hooks', 'tests'].map((h) => h.padStart(7)).join(' ') + '  file (project)');
  for (const t of [...timings].sort((a, b) => total(b) - total(a)).slice(0, 15))
    console.log(`${s(total(t))} ${s(t.load)} ${s(t.hooks)} ${s(t.testTime)}  ${t.file} (${t.project})`);
  console.log(
    `All files: loading ${s(sum('load')).trim()}, hooks ${s(sum('hooks')).trim()}, tests ${s(sum('testTime')).trim()}`,
  );
}
if (report) {
  const wall = Math.max(report.startTime, ...report.testResults.map((r) => r.endTime)) - report.startTime;
  console.log(
    `Vitest's wall time: ${s(wall).trim()} for ${report.numTotalTests} tests in ${report.testResults.length} files`,
  );
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
} else console.log('(no tmp/vitest-report.json: the test run ended before Vitest wrote its report)');

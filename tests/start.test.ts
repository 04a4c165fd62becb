import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../server/render/assets';
import { decoded, rawGet } from './helpers/raw-get';
import { productionServer, type ProductionServer } from './helpers/production-server';

// `npm start` itself, as an operator runs it after `npm install`: the run's one production server (started by the
// global set-up over a copy of the seeded database), which the crawl and the accessibility pass read too.
let server: ProductionServer;
let base: string;

beforeAll(async () => {
  server = await productionServer();
  base = server.url;
}, 300_000);

/** The server process npm started: its command line and environment, as the system sees them. */
function serverProcess(): { args: string; env: string[] } {
  const ps = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,args='], { encoding: 'utf8' });
  const line = ps
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find(([, pgid, ...args]) => Number(pgid) === server.pgid && args[0] === 'node' && args.join(' ').includes('main'));
  if (!line) throw new Error(`no server process in group ${server.pgid}:\n${ps}`);
  const env = fs.readFileSync(`/proc/${line[0]}/environ`, 'utf8').split('\0');
  return { args: line.slice(2).join(' '), env };
}

describe('npm start', () => {
  it('runs the compiled server with the production builds of React and Express, not TypeScript through tsx', () => {
    const running = serverProcess();
    expect(running.args).toContain('dist/server/main.js');
    expect(running.args).not.toMatch(/tsx/);
    expect(running.env).toContain('NODE_ENV=production');
    expect(server.output()).toContain(`News runtime listening on http://localhost:${server.port} (production build)`);
  });

  it('still serves the demo: ?_website= picks a site, since APP_ENV is not production (decision 0003)', async () => {
    const res = await rawGet(`${base}/?_website=soho`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString('utf8')).toMatch(/<title>Soho/);
  });

  it("serves the client build's scripts pre-compressed", async () => {
    const res = await rawGet(`${base}${loadAssets().islandsEntry!}`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('builds nothing again while the sources are unchanged', () => {
    const again = execFileSync('npm', ['run', 'build'], { encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });
    expect(again).toContain('client build (dist/client): up to date');
    expect(again).toContain('server bundle (dist/server): up to date');
  });
});

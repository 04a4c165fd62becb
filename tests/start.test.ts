import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../server/render/assets';
import { decoded, rawGet } from './helpers/raw-get';

// `npm start` itself, as an operator runs it after `npm install`, over a fresh demo database of its own (its first
// start seeds it, hence the long wait).
let child: ChildProcess;
let base: string;
let out = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ENV: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: npm and the server stop together
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('News runtime listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
  });
}, 300_000);
afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server process npm started: its command line and environment, as the system sees them. */
function serverProcess(): { args: string; env: string[] } {
  const ps = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,args='], { encoding: 'utf8' });
  const line = ps
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find(([, pgid, ...args]) => Number(pgid) === child.pid && args[0] === 'node' && args.join(' ').includes('main'));
  if (!line) throw new Error(`no server process in group ${child.pid}:\n${ps}`);
  const env = fs.readFileSync(`/proc/${line[0]}/environ`, 'utf8').split('\0');
  return { args: line.slice(2).join(' '), env };
}

describe('npm start', () => {
  it('runs the compiled server with the production builds of React and Express, not TypeScript through tsx', () => {
    const server = serverProcess();
    expect(server.args).toContain('dist/server/main.js');
    expect(server.args).not.toMatch(/tsx/);
    expect(server.env).toContain('NODE_ENV=production');
    expect(out).toContain(`News runtime listening on ${base} (production build)`);
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

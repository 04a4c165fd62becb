import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { proxyInFront, type TcpProxy } from '../helpers/tcp-proxy';

/** `server/main.ts` itself in a child process (an exit is what could go wrong), its database behind a proxy. */
export interface MainProcess {
  url: string;
  child: ChildProcess;
  proxy: TcpProxy;
  /** Everything the process printed (its log lines), for a failing test's message. */
  output: () => string;
  alive: () => boolean;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts the proxy in front of `databaseUrl`'s server and the process on it; `before` runs between the two. */
export async function startMainProcess(
  databaseUrl: string,
  opts: { env?: NodeJS.ProcessEnv; before?: (proxy: TcpProxy) => void } = {},
): Promise<MainProcess> {
  const { proxy, url: viaProxy } = await proxyInFront(databaseUrl, 5432);
  opts.before?.(proxy);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: viaProxy,
      APP_ENV: '',
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      HTML_CACHE: 'off', // every request reaches the database
      LOG_LEVEL: 'info',
      ...opts.env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url,
    child,
    proxy,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    get: (path, init) => fetch(url + path, { ...init, signal: AbortSignal.timeout(10_000) }),
    stop: async () => {
      proxy.restore();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await proxy.close();
    },
  };
}

/** Polls `probe` until it is true (every 200 ms, up to `withinMs`); answers whether it became true. */
export async function eventually(probe: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  for (;;) {
    if (await probe().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1: point a client's URL here instead of at the real server. */
  port: number;
  /**
   * The network fails the way a dead link does: open connections drop, and new ones are accepted but never answered
   * (a client waits until its own time-out). The real server is not touched: other tests keep using it.
   */
  cut: () => void;
  /** The server is gone as a stopped one is: open connections drop and new ones are closed at once. */
  refuse: () => void;
  /** Connections are forwarded again (the ones held while cut are dropped, as a recovered link would). */
  restore: () => void;
  close: () => Promise<void>;
}

/** A TCP proxy a test owns, in front of a shared server (PostgreSQL, Redis), to cut and restore its link. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let cut = false;
  let refusing = false;
  const open = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (refusing) return void client.destroy();
    if (cut) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = (sockets: Set<net.Socket>) => {
    for (const s of [...sockets]) s.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      cut = true;
      dropAll(open);
    },
    refuse: () => {
      refusing = true;
      dropAll(open);
    },
    restore: () => {
      cut = false;
      refusing = false;
      dropAll(held);
    },
    close: async () => {
      dropAll(open);
      dropAll(held);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy in front of the server `url` names (PostgreSQL, Redis), and the same URL through it. */
export async function proxyInFront(url: string, defaultPort: number): Promise<{ proxy: TcpProxy; url: string }> {
  const real = new URL(url);
  const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || defaultPort) });
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return { proxy, url: viaProxy.toString() };
}

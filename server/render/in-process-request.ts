import http, { type IncomingMessage, type RequestListener } from 'node:http';
import { Duplex, PassThrough } from 'node:stream';

/**
 * GET requests a process makes to its own app without the network: an HTTP server that never listens is handed one
 * end of an in-memory stream pair (Node's documented way to inject a connection), the client speaks HTTP on the other.
 * The request goes through every middleware as a visitor's would; only this module can open such a connection, so
 * `isInProcess` cannot be faked by anything a visitor sends. (light-my-request was tried first: it rewrites the
 * prototype of Express's request, which broke the real requests served beside it.)
 */
export interface InProcessClient {
  get: (path: string, headers: Record<string, string>) => Promise<number>;
  isInProcess: (req: IncomingMessage) => boolean;
}

export function inProcessClient(app: RequestListener): InProcessClient {
  const server = http.createServer(app);
  const ours = new WeakSet<object>();

  const connect = (): Duplex => {
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    const serverEnd = Duplex.from({ readable: toServer, writable: toClient });
    const clientEnd = Duplex.from({ readable: toClient, writable: toServer });
    ours.add(serverEnd);
    server.emit('connection', serverEnd);
    return clientEnd;
  };

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { path, headers: { ...headers, connection: 'close' }, createConnection: connect },
        (res) => {
          res.resume(); // the answer is not needed here, only that it was made
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });

  return { get, isInProcess: (req) => ours.has(req.socket) };
}

import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire (fetch would decode them, and ask for compression itself). */
  body: Buffer;
}

/** A GET that sends exactly the Accept-Encoding given (none when omitted) and keeps the body as sent. */
export function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The body decoded once, as its Content-Encoding says. */
export function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === undefined) return res.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

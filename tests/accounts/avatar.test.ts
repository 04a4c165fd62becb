import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accountAvatars } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  server = await startAccountsServer();
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } });
  jpeg = await image.clone().jpeg().toBuffer();
  png = await image.clone().png().toBuffer();
});
afterAll(() => server?.close());

const AVATAR = '/identity/public/v1/avatar';

/** What the identity SDK sends: FormData with the file under `avatar`, and the bearer token. */
function upload(token: string, bytes: Buffer, type = 'image/jpeg', field = 'avatar') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'foto.jpg');
  return fetch(server.url + AVATAR, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: form });
}

const storedAvatar = async (uuid: string) =>
  (await server.database.db.select().from(accountAvatars).where(eq(accountAvatars.userId, uuid)))[0];

/**
 * An answer sent before the upload is read whole races the client's writing: HTTP/1.1 clients may see
 * the 413 or only the connection closing. Either way the server stopped reading.
 */
const outcome = (res: Promise<Response>) =>
  res.then(
    async (r) => `${r.status} ${(await r.json()).code}`,
    () => 'cut off',
  );

/** A JPEG header followed by filler, of exactly `size` bytes. */
const jpegOfSize = (size: number) => Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(size - 4, 7)]);

describe('PUT /identity/public/v1/avatar', () => {
  it('stores a JPEG, answers the profile with a picture URL of ours that serves it', async () => {
    const reader = await newReader(server);
    const res = await upload(reader.token, jpeg);
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile.uuid).toBe(reader.uuid);
    expect(profile.picture).toMatch(new RegExp(`^${AVATAR}/${reader.uuid}\\?v=\\d+$`));
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: reader.token })).body.picture).toBe(
      profile.picture,
    );
    expect(Buffer.from((await storedAvatar(reader.uuid)).data, 'base64').equals(jpeg)).toBe(true);

    const served = await fetch(server.url + profile.picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('replaces the previous picture and changes the URL, so caches show the new one', async () => {
    const reader = await newReader(server);
    const first = await (await upload(reader.token, jpeg)).json();
    await new Promise((r) => setTimeout(r, 5));
    const other = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00c' } })
      .jpeg()
      .toBuffer();
    const second = await (await upload(reader.token, other)).json();
    expect(second.picture).not.toBe(first.picture);
    const served = await fetch(server.url + second.picture);
    expect(Buffer.from(await served.arrayBuffer()).equals(other)).toBe(true);
  });

  it('accepts exactly 3 MB', async () => {
    const reader = await newReader(server);
    const res = await upload(reader.token, jpegOfSize(3_000_000));
    expect(res.status).toBe(200);
    expect(Buffer.from((await storedAvatar(reader.uuid)).data, 'base64').length).toBe(3_000_000);
  });

  it('refuses one byte over 3 MB with IMAGE_TOO_LARGE and stores nothing', async () => {
    const reader = await newReader(server);
    const res = await upload(reader.token, jpegOfSize(3_000_001));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('IMAGE_TOO_LARGE');
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
  });

  it('refuses a 20 MB upload from its declared length, before reading it', async () => {
    const reader = await newReader(server);
    expect(await outcome(upload(reader.token, jpegOfSize(20_000_000)))).toMatch(/^(413 IMAGE_TOO_LARGE|cut off)$/);
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
  });

  it('cuts off a streamed upload with no declared length at the limit', async () => {
    const reader = await newReader(server);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const boundary = 'limite';
    socket.write(
      `PUT ${AVATAR} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${reader.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {});
    const closed = new Promise((r) => socket.on('close', r));
    // Up to 50 MB, written only as fast as the server reads it.
    const chunk = jpegOfSize(64 * 1024);
    let sent = 0;
    while (sent < 50_000_000 && !socket.destroyed && !socket.writableEnded) {
      sent += chunk.length;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      const flushed = socket.write('\r\n');
      if (!flushed) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
    }
    await closed;
    // The 413 is sent, but closing on unread data may reset the connection before the client reads it.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 413 [^]*IMAGE_TOO_LARGE/);
    expect(sent).toBeLessThan(20_000_000);
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
  });

  it('refuses a PNG with UNSUPPORTED_IMAGE_TYPE, even when it claims to be a JPEG', async () => {
    const reader = await newReader(server);
    for (const type of ['image/png', 'image/jpeg']) {
      const res = await upload(reader.token, png, type);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('UNSUPPORTED_IMAGE_TYPE');
    }
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
  });

  it('answers MISSING_IMAGE when there is no file under `avatar`', async () => {
    const reader = await newReader(server);
    const other = await upload(reader.token, jpeg, 'image/jpeg', 'foto');
    expect([other.status, (await other.json()).code]).toEqual([400, 'MISSING_IMAGE']);
    const json = await call(server, 'PUT', AVATAR, { token: reader.token, body: {} });
    expect([json.status, json.body.code]).toEqual([400, 'MISSING_IMAGE']);
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
  });

  it('needs a logged-in reader (100018)', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(server.url + AVATAR, { method: 'PUT', body: form });
    expect([res.status, (await res.json()).code]).toEqual([401, '100018']);
  });
});

describe('DELETE /identity/public/v1/avatar', () => {
  it('removes the stored image and the profile picture; the old URL answers 404', async () => {
    const reader = await newReader(server);
    const { picture } = await (await upload(reader.token, jpeg)).json();
    const res = await call(server, 'DELETE', AVATAR, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.picture).toBeUndefined();
    expect((await call(server, 'GET', '/identity/public/v1/profile', { token: reader.token })).body.picture).toBe(
      undefined,
    );
    expect(await storedAvatar(reader.uuid)).toBeUndefined();
    const gone = await call(server, 'GET', picture);
    expect([gone.status, gone.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('removes only the caller’s avatar', async () => {
    const [ana, bea] = [await newReader(server), await newReader(server)];
    await upload(ana.token, jpeg);
    await upload(bea.token, jpeg);
    await call(server, 'DELETE', AVATAR, { token: ana.token });
    expect(await storedAvatar(ana.uuid)).toBeUndefined();
    expect(await storedAvatar(bea.uuid)).toBeDefined();
  });
});

describe('GET /identity/public/v1/avatar/{uuid}', () => {
  it('answers 400 to an id that is not a uuid and 404 to an unknown one', async () => {
    expect((await call(server, 'GET', `${AVATAR}/abc`)).status).toBe(400);
    expect((await call(server, 'GET', `${AVATAR}/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

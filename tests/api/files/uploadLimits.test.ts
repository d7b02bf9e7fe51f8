import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archives } from '../../../server/db/schema';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
const PDF = Buffer.concat([PDF_HEAD, Buffer.from('trailer << >>\n%%EOF\n')]);

let t: TestApp;
let filesDir: string;
let token: string;

const head = (boundary: string, fileName = 'grande.pdf') =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );

const send = (payload: Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Archive/Upload',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });

/**
 * The body as a socket delivers it: the part head, then the file in 64 KiB chunks (one buffer
 * hides the bug: the limit falling on a chunk's end used to cut the file without an error).
 */
const chunked = (boundary: string, bytes: Buffer) => {
  const chunks: Buffer[] = [head(boundary)];
  for (let start = 0; start < bytes.length; start += 65536) {
    chunks.push(bytes.subarray(start, start + 65536));
  }
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return chunks;
};

const wholeBody = (bytes: Buffer) => {
  const boundary = '----avalLimits';
  const chunks = chunked(boundary, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/Archive/Upload',
    headers: {
      ...bearer(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(chunks.reduce((total, chunk) => total + chunk.length, 0)),
    },
    payload: Readable.from(chunks),
  });
};

/** Every file under the storage root (the tenants' containers, recursively). */
const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const archiveRows = async () => Number((await t.db.select({ n: count() }).from(archives))[0].n);

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-limits-'));
  t = await createTestApp({ config: { filesDir } });
  token = (await tokensFor(t.app, 'admin')).access_token;
});

afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('POST /api/Archive/Upload limits', () => {
  it('answers 413 for a 20 MB PDF and stores nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await archiveRows();
    const big = Buffer.concat([PDF_HEAD, Buffer.alloc(20 * 1024 * 1024 - PDF_HEAD.length, 0x20)]);
    const response = await wholeBody(big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['O arquivo excede o tamanho máximo de 10 MB.'],
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await archiveRows()).toBe(rowsBefore);
  });

  it('answers 413 one byte over UPLOAD_MAX_BYTES and 200 exactly at it', async () => {
    const limited = await t.variant({ filesDir, uploadMaxBytes: 1024 });
    const atLimit = Buffer.concat([PDF, Buffer.alloc(1024 - PDF.length, 0x20)]);
    const boundary = '----avalExact';
    const body = (bytes: Buffer) =>
      limited.inject({
        method: 'POST',
        url: '/api/Archive/Upload',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([head(boundary), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
    const rowsBefore = await archiveRows();
    const over = await body(Buffer.concat([atLimit, Buffer.from(' ')]));
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().Errors).toEqual(['O arquivo excede o tamanho máximo de 1 MB.']);
    expect(await archiveRows()).toBe(rowsBefore);
    const exact = await body(atLimit);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await archiveRows()).toBe(rowsBefore + 1);
  });

  it('answers 400 for a multipart body without a boundary', async () => {
    const response = await send(Buffer.concat([head('x'), PDF]), 'multipart/form-data');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Response).toBeNull();
    expect(response.json().Errors).toHaveLength(1);
  });

  it('answers 400 for a multipart body cut short, storing nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await archiveRows();
    const boundary = '----avalCut';
    const response = await send(
      Buffer.concat([head(boundary), PDF]),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Response).toBeNull();
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await archiveRows()).toBe(rowsBefore);
  });

  it('answers 400 for a body that is only a boundary line cut short', async () => {
    const response = await send(
      Buffer.from('--abc\r\nContent-Disposition: form-data; na'),
      'multipart/form-data; boundary=abc',
    );
    expect(response.statusCode, response.body).toBe(400);
  });
});

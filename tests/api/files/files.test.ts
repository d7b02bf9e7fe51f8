import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-fake-image-body'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A multipart/form-data body with one file part. */
const multipartBody = (fileName: string, bytes: Buffer, field = 'file') => {
  const boundary = `----aval${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

let t: TestApp;
let filesDir: string;
let token: string;
let otherToken: string;

const upload = (
  fileName: string,
  bytes: Buffer,
  accessToken: string | null = token,
  field?: string,
) => {
  const { payload, contentType } = multipartBody(fileName, bytes, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/Archive/Upload',
    headers: {
      'content-type': contentType,
      ...(accessToken ? bearer(accessToken) : {}),
    },
    payload,
  });
};

const urlFor = async (app: FastifyInstance, archiveUniqueId: string, accessToken = token) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/Application/GetUrlFileDownload',
    query: { ArchiveUniqueId: archiveUniqueId },
    headers: bearer(accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response as string;
};

/** The path and query of a signed URL (inject talks to the app, not to PUBLIC_URL). */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-files-'));
  t = await createTestApp({ config: { filesDir } });
  token = (await tokensFor(t.app, 'admin')).access_token;
  otherToken = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
});

afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('POST /api/Archive/Upload', () => {
  it('stores a PDF and answers the uploaded file', async () => {
    const response = await upload('Contrato Social.pdf', PDF);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().Response;
    expect(file).toMatchObject({ name: 'Contrato Social.pdf', extension: 'pdf' });
    expect(file.uniqueIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.relativePath).toMatch(new RegExp(`/${file.uniqueIdentifier}\\.pdf$`));
    expect(file.relativePath).not.toContain('Contrato');
  });

  it('stores a PNG', async () => {
    const response = await upload('foto.png', PNG);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Response.extension).toBe('png');
  });

  it.each([
    [
      'relatorio.docx',
      'docx',
      Buffer.from('PK\x03\x04....[Content_Types].xml....word/document.xml'),
    ],
    ['planilha.xlsx', 'xlsx', Buffer.from('PK\x03\x04....[Content_Types].xml....xl/workbook.xml')],
    ['antigo.xls', 'xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['foto.jpeg', 'jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['anim.gif', 'gif', Buffer.from('GIF89a\x01\x00')],
    ['img.webp', 'webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ')],
  ])('accepts %s by its content', async (name, extension, bytes) => {
    const response = await upload(name, bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Response.extension).toBe(extension);
  });

  it('refuses a plain zip named .docx', async () => {
    expect((await upload('falso.docx', Buffer.from('PK\x03\x04....dados.bin'))).statusCode).toBe(
      400,
    );
  });

  it('accepts UTF-8 text as .csv and refuses binary named .csv', async () => {
    expect((await upload('lista.csv', Buffer.from('nome;valor\nJoão;1,50\n'))).statusCode).toBe(
      200,
    );
    expect((await upload('lista.csv', EXE)).statusCode).toBe(400);
  });

  it.each([
    ['an executable renamed to .pdf', 'boleto.pdf', EXE],
    ['garbage named .pdf', 'nota.pdf', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe])],
    ['a PNG named .pdf', 'documento.pdf', PNG],
    ['an executable', 'setup.exe', EXE],
  ])('refuses %s', async (_label, name, bytes) => {
    const response = await upload(name, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['Por favor, selecione um arquivo válido!'],
    });
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await upload('grande.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().Errors).toEqual(['O arquivo excede o tamanho máximo de 10 MB.']);
  });

  it('refuses a part outside the "file" field', async () => {
    expect((await upload('a.pdf', PDF, token, 'outro')).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await upload('a.pdf', PDF, null)).statusCode).toBe(401);
  });
});

describe('signed download links', () => {
  let archiveId: string;

  beforeAll(async () => {
    archiveId = (await upload('Relatório Anual (2025).pdf', PDF)).json().Response.uniqueIdentifier;
  });

  it('answers a signed URL that downloads the file with its name and type', async () => {
    const url = await urlFor(t.app, archiveId);
    expect(url).toMatch(
      new RegExp(`^${t.config.publicUrl}/files/${DEMO_COMPANY_KEY}/.+\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const response = await t.app.inject({ method: 'GET', url: local(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Relat%C3%B3rio%20Anual%20%282025%29.pdf",
    );
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const shortLived = await t.variant({ filesDir, fileUrlTtlSeconds: 0 });
    const url = await urlFor(shortLived, archiveId);
    const response = await t.app.inject({ method: 'GET', url: local(url) });
    expect(response.statusCode).toBe(410);
    expect(response.json().Errors).toEqual(['Link de download expirado.']);
  });

  it('refuses a tampered signature, path, container or expiry', async () => {
    const url = new URL(await urlFor(t.app, archiveId));
    const sig = url.searchParams.get('sig') ?? '';
    const exp = url.searchParams.get('exp') ?? '';
    const other = await upload('outro.png', PNG);
    const otherPath = other.json().Response.relativePath as string;
    const tampered = [
      `${url.pathname}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `/files/${DEMO_COMPANY_KEY}/${otherPath}?exp=${exp}&sig=${sig}`,
      `${url.pathname.replace(DEMO_COMPANY_KEY, SECOND_COMPANY_KEY)}?exp=${exp}&sig=${sig}`,
      `${url.pathname}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${url.pathname}?exp=${exp}`,
      url.pathname,
    ];
    for (const link of tampered) {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(403);
      expect(response.json().Errors).toEqual(['Link de download inválido.']);
    }
  });

  it("answers 404 for another tenant's archive", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Application/GetUrlFileDownload',
      query: { ArchiveUniqueId: archiveId },
      headers: bearer(otherToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Errors).toEqual(['Arquivo não encontrado.']);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/Application/GetUrlFileDownload',
      query: { ArchiveUniqueId: 'nao-e-um-uuid' },
      headers: bearer(token),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Errors.join(' ')).toContain('ArchiveUniqueId');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/Application/GetUrlFileDownload',
      query: { ArchiveUniqueId: archiveId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

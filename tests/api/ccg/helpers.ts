import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { policyHolders } from '../../../server/db/schema';
import { bearer } from '../support/session';
import type { Caller } from '../support/caller';
import type { TestApp } from '../support/testApp';

export const KANBAN = '/kanban-api/api/kanban/v1.0';
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

export const GUARANTORS = [
  { Name: 'Marcos Antônio Ferraz', Cpf: '529.982.247-25', Email: 'marcos.ferraz@exemplo.com.br' },
  { Name: 'Luciana Ferraz Bueno', Cpf: '111.444.777-35', Email: 'luciana.bueno@exemplo.com.br' },
];

export const holderNamed = async (t: TestApp, name: string) =>
  (await t.db.select().from(policyHolders).where(eq(policyHolders.name, name)))[0];

/** Uploads a file as `caller` (Archive/Upload) and answers its UniqueId. */
export const uploadAs = async (t: TestApp, caller: Caller, fileName = 'ccg-assinado.pdf') => {
  const boundary = `----aval${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Archive/Upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(caller.token),
    },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response.uniqueIdentifier as string;
};

/** The text pdftotext reads from the PDF behind an archive's signed link. */
export const archiveText = async (
  t: TestApp,
  caller: Caller,
  filesDir: string,
  archiveUniqueId: string,
) => {
  const link = await caller.get('/api/Application/GetUrlFileDownload', {
    ArchiveUniqueId: archiveUniqueId,
  });
  expect(link.status).toBe(200);
  const parsed = new URL(link.data as string);
  const response = await t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(filesDir, `read-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
};

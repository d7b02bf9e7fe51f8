import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDownloadUrl, uploadArchive } from '../../../src/providers/filesApi';
import { StorageKey } from '../../../src/providers/storage';

/** A stand-in XMLHttpRequest that records what the upload sent and answers `answer`. */
class FakeXhr {
  static last: FakeXhr;
  static answer = { status: 200, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

describe('filesApi', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(StorageKey.accessToken, 'tok');
    localStorage.setItem(StorageKey.companyKey, 'aval-demo');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('uploads the file in the "file" field with the session headers and reports progress', async () => {
    const uploaded = { name: 'a.pdf', uniqueIdentifier: 'u', extension: 'pdf', relativePath: 'p' };
    FakeXhr.answer = { status: 200, body: JSON.stringify({ Response: uploaded, Errors: [] }) };
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    await expect(uploadArchive(file, (percent) => progress.push(percent))).resolves.toEqual(
      uploaded,
    );
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/Archive/Upload');
    expect(FakeXhr.last.headers).toMatchObject({
      authorization: 'Bearer tok',
      companykey: 'aval-demo',
    });
    expect((FakeXhr.last.body as FormData).get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([50, 100]);
  });

  it('rejects with the gateway message', async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ Response: null, Errors: ['Por favor, selecione um arquivo válido!'] }),
    };
    await expect(uploadArchive(new File(['x'], 'x.exe'))).rejects.toMatchObject({
      message: 'Por favor, selecione um arquivo válido!',
      status: 400,
    });
  });

  it('asks for a signed download URL', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ Response: 'http://x/files/a/b?exp=1&sig=s', Errors: [] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getDownloadUrl('abc')).resolves.toBe('http://x/files/a/b?exp=1&sig=s');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/Application/GetUrlFileDownload?ArchiveUniqueId=abc',
    );
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Proxy {
  baseUrl: string;
  close: () => Promise<void>;
}

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

/** The headers one hop passes on to the next: HTTP/2's pseudo-headers and the hop-by-hop ones left out. */
const forwarded = (headers: Record<string, string | string[] | undefined>) => {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    kept[name] = value;
  }
  return kept;
};

/** A throwaway self-signed certificate for 127.0.0.1 (openssl, from Debian's base system). */
const selfSignedCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'aval-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * The portal as it is deployed: behind a TLS terminator that speaks HTTP/2 to the browser and
 * HTTP/1.1 to the gateway. Over HTTP/2 a page's scripts share one connection instead of queueing
 * on HTTP/1.1's six, which is what a page of many small chunks waits on. Nothing is changed on the
 * way: same paths, bodies, encodings and headers (the Host header is the gateway's own, so the
 * tenant is the one `127.0.0.1` finds).
 */
export const startHttp2Proxy = async (gatewayUrl: string): Promise<Http2Proxy> => {
  const gateway = new URL(gatewayUrl);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (incoming, outgoing) => {
    const headers = { ...forwarded(incoming.headers), host: gateway.host };
    const upstream = httpRequest(
      {
        host: gateway.hostname,
        port: gateway.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail received by the capturing SMTP server, decoded. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The first captured message (already here or still to come) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

const splitHead = (part: string) => {
  const index = part.search(/\r?\n\r?\n/);
  if (index < 0) return { head: part, body: '' };
  const separator = part.slice(index).match(/^\r?\n\r?\n/)?.[0] ?? '\n\n';
  return { head: part.slice(0, index), body: part.slice(index + separator.length) };
};

const headersOf = (head: string) => {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

const decodeQuotedPrintable = (value: string) => {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (body: string, encoding = '') => {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
};

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as nodemailer writes them. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

interface Part {
  type: string;
  content: string;
}

const partsOf = (head: string, body: string): Part[] => {
  const headers = headersOf(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const inner = splitHead(chunk.replace(/^\r?\n/, ''));
        return partsOf(inner.head, inner.body.replace(/\r?\n$/, ''));
      });
  }
  const type = contentType.split(';')[0].trim().toLowerCase();
  return [{ type, content: decodeBody(body, headers.get('content-transfer-encoding')) }];
};

export const parseMail = (raw: string, envelope: { from: string; to: string[] }): CapturedMail => {
  const { head, body } = splitHead(raw);
  const headers = headersOf(head);
  const parts = partsOf(head, body);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: (parts.find((part) => part.type === 'text/plain')?.content ?? '').replace(/\r\n/g, '\n'),
    html: parts.find((part) => part.type === 'text/html')?.content ?? null,
    raw,
  };
};

/** A real SMTP server on a free local port that keeps every message it receives. */
export const startSmtpCapture = async (): Promise<SmtpCapture> => {
  const messages: CapturedMail[] = [];
  const waiters: {
    match: (mail: CapturedMail) => boolean;
    resolve: (mail: CapturedMail) => void;
  }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (match, timeoutMs = 10_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index < 0) return;
          waiters.splice(index, 1);
          reject(new Error(`Nenhum e-mail esperado chegou em ${timeoutMs} ms.`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first link to the portal path in an e-mail's text. */
export const linkIn = (mail: CapturedMail, path: string) => {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`O e-mail "${mail.subject}" não traz um link para ${path}.`);
  return match[0];
};

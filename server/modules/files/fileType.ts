/**
 * The upload allow-list, decided by the file's content (magic bytes), not by its name or the
 * browser's Content-Type. (`file-type` needs Node 22; the gateway runs on Node 20.)
 */
export interface DetectedType {
  /** Lower case, without the dot. */
  extension: string;
  contentType: string;
}

const OFFICE_ZIP: Record<string, DetectedType> = {
  'word/': {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'xl/': {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'ppt/': {
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

const OLE: Record<string, DetectedType> = {
  doc: { extension: 'doc', contentType: 'application/msword' },
  xls: { extension: 'xls', contentType: 'application/vnd.ms-excel' },
};

const TEXT: Record<string, DetectedType> = {
  txt: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
};

/** Extensions a client may give each detected type (jpg and jpeg are the same thing). */
const ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jfif'] };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((value, index) => bytes[offset + index] === value);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const isUtf8Text = (bytes: Buffer) => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // control characters other than tab, line feed, form feed and carriage return mean binary
  // eslint-disable-next-line no-control-regex -- that is the point
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
};

/** The extension of a client file name, lower case, without the dot ('' when none). */
export const extensionOf = (fileName: string) => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1].toLowerCase() : '';
};

const detectByContent = (bytes: Buffer, claimed: string): DetectedType | undefined => {
  if (startsWith(bytes, ascii('%PDF-')))
    return { extension: 'pdf', contentType: 'application/pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // OOXML: a zip whose entries (names stored in clear) hold [Content_Types].xml and the
    // application folder
    const names = bytes.toString('latin1');
    if (!names.includes('[Content_Types].xml')) return undefined;
    const marker = Object.keys(OFFICE_ZIP).find((folder) => names.includes(folder));
    return marker ? OFFICE_ZIP[marker] : undefined;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // OLE compound file: Word or Excel 97-2003 (the container does not say which cheaply)
    return OLE[claimed];
  }
  if (TEXT[claimed] && bytes.length > 0 && isUtf8Text(bytes)) return TEXT[claimed];
  return undefined;
};

/**
 * The type of an upload when it is on the allow-list (PDF, PNG, JPEG, GIF, WEBP, DOCX, XLSX,
 * PPTX, DOC, XLS, UTF-8 TXT/CSV) and the name's extension, when given, agrees with the content.
 */
export const detectFileType = (bytes: Buffer, fileName: string): DetectedType | undefined => {
  const claimed = extensionOf(fileName);
  const detected = detectByContent(bytes, claimed);
  if (!detected) return undefined;
  if (claimed && !(ALIASES[detected.extension] ?? [detected.extension]).includes(claimed)) {
    return undefined;
  }
  return detected;
};

import type { FastifyRequest } from 'fastify';
import { DomainError, PayloadTooLargeError, ValidationError } from '../../http/errors';
import { FILE_MISSING, fileTooLarge, MALFORMED_UPLOAD } from './messages';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);

/** A multipart parsing failure as the envelope answers it: 413 over the limit, else 400. */
const uploadError = (error: unknown, maxBytes: number) => {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code && TOO_LARGE_CODES.has(code)) return new PayloadTooLargeError(fileTooLarge(maxBytes));
  // the plugin's own client errors (too many parts or files, not multipart) keep their status
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  // busboy's "Boundary not found", "Unexpected end of form", "Part terminated early"…
  return new ValidationError(MALFORMED_UPLOAD);
};

/**
 * The one file of an Archive/Upload request (multipart, field "file"), read whole. A file over
 * `maxBytes` is refused with 413, never cut to the limit (the plugin marks the stream truncated
 * and does not always throw); a body without a boundary or cut short is 400. Nothing is stored
 * here: the caller stores only what this answers.
 */
export const readUpload = async (request: FastifyRequest, maxBytes: number) => {
  if (!request.isMultipart()) throw new ValidationError(FILE_MISSING);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new ValidationError(FILE_MISSING);
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > maxBytes) {
      throw new PayloadTooLargeError(fileTooLarge(maxBytes));
    }
    return { fileName: part.filename, bytes };
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
};

import { INVALID_FILE_MESSAGE } from '../../../domain/messages';

/** The spec's invalid-upload text, shared with the portal's uploader. */
export const INVALID_FILE = INVALID_FILE_MESSAGE;
export const fileTooLarge = (maxBytes: number) =>
  `O arquivo excede o tamanho máximo de ${Math.max(1, Math.round(maxBytes / (1024 * 1024)))} MB.`;
export const FILE_MISSING = 'Envie o arquivo no campo "file".';
export const MALFORMED_UPLOAD =
  'Envio de arquivo inválido: o corpo multipart está incompleto ou sem delimitador (boundary).';
export const ARCHIVE_NOT_FOUND = 'Arquivo não encontrado.';
export const LINK_EXPIRED = 'Link de download expirado.';
export const LINK_INVALID = 'Link de download inválido.';

/** Attaching (files/attach.ts): `field` is the body field naming the archives. */
export const archiveNotYours = (uniqueId: string, field = 'ArchiveUniqueIds') =>
  `O campo "${field}" traz o arquivo "${uniqueId}", que não foi enviado por você nesta seguradora.`;
export const archiveAlreadyAttached = (uniqueId: string, field = 'ArchiveUniqueIds') =>
  `O campo "${field}" traz o arquivo "${uniqueId}", que já está anexado a outro registro.`;

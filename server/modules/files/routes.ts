import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { DomainError, ForbiddenError, NotFoundError } from '../../http/errors';
import { ARCHIVE_NOT_FOUND, LINK_EXPIRED, LINK_INVALID } from './messages';
import { readUpload } from './readUpload';
import { downloadUrl, findLinkedArchive, saveUpload, storageKey } from './service';
import { attachmentDisposition, checkLink } from './signedUrl';
import { type FileStorage, localDiskStorage } from './storage';

/** 410: a download link past its expiry. */
class GoneError extends DomainError {
  readonly statusCode = 410;
}

const uploadedFile = z.object({
  name: z.string(),
  uniqueIdentifier: z.string(),
  extension: z.string(),
  relativePath: z.string(),
});

export interface FilesOptions extends GatewayContext {
  /** Another storage backend; local disk under config.filesDir by default. */
  storage?: FileStorage;
}

export const filesRoutes: FastifyPluginAsync<FilesOptions> = async (instance, options) => {
  const { db, config } = options;
  const storage = options.storage ?? localDiskStorage(config.filesDir);
  await instance.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/Archive/Upload',
    {
      schema: {
        summary: 'Envia um arquivo (multipart, campo "file"); tipo verificado pelo conteúdo',
        description:
          'Acima de UPLOAD_MAX_BYTES responde 413 e nada é guardado; corpo multipart sem ' +
          'boundary ou interrompido, 400. O arquivo só é anexado (ArchiveUniqueIds) por quem o ' +
          'enviou, e a um único registro.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedFile), ...errorResponses },
      },
    },
    async (request) => {
      const { fileName, bytes } = await readUpload(request, config.uploadMaxBytes);
      return ok(await saveUpload(db, storage, request.auth, fileName, bytes));
    },
  );

  app.get(
    '/api/Application/GetUrlFileDownload',
    {
      schema: {
        summary: 'Link de download assinado e temporário de um arquivo',
        description:
          'Só para quem alcança o dono do arquivo (documento, tomador, corretora, nomeação…) ' +
          'pelas mesmas regras das consultas desse dono; um arquivo ainda não anexado, só para ' +
          'quem o enviou. Fora disso, 404.',
        querystring: z.object({ ArchiveUniqueId: z.uuid() }),
        response: { 200: envelopeOf(z.string()), ...errorResponses },
      },
    },
    async (request) =>
      ok(await downloadUrl(db, config, request.auth, request.query.ArchiveUniqueId)),
  );

  app.get(
    '/files/:container/*',
    {
      schema: {
        summary: 'Baixa um arquivo por um link assinado (a assinatura é a credencial)',
        params: z.object({ container: z.string(), '*': z.string() }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { container, '*': path } = request.params;
      const check = checkLink(
        config.jwtSecret,
        container,
        path,
        request.query.exp,
        request.query.sig,
      );
      if (check === 'invalid') throw new ForbiddenError(LINK_INVALID);
      if (check === 'expired') throw new GoneError(LINK_EXPIRED);
      const archive = await findLinkedArchive(db, container, path);
      const stream = archive && (await storage.get(storageKey(container, path)));
      if (!archive || !stream) throw new NotFoundError(ARCHIVE_NOT_FOUND);
      return reply
        .header('content-type', archive.contentType)
        .header('content-length', archive.sizeBytes)
        .header('content-disposition', attachmentDisposition(archive.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  renameRequestDocumentBody as renameBody,
  requestDocumentRefBody as documentRefBody,
  uploadRequestDocumentBody as uploadBody,
} from '../../../domain/contracts/requestDocuments';
import type { RequestDocument, RequestDocumentOwnerKind } from '../../../domain/requestDocuments';
import type { Database } from '../../db/client';
import { errorResponses, ok } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { DOCUMENT_NOT_FOUND } from './messages';
import { type DocumentOwner, requireManageOf } from './owners';
import {
  type DeletedFilter,
  type DocumentRow,
  findDocument,
  listDocuments,
  ownerOf,
} from './queries';
import { documentsAnswer, oneDocumentAnswer } from './schemas';
import {
  createDocument,
  deleteDocument,
  type NewDocumentInput,
  renameDocument,
  restoreDocument,
  uploadArchives,
} from './service';

type DocumentsApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const documentTags = ['Documentos solicitados'];

interface RouteText {
  path: string;
  summary: string;
  description?: string;
}

/** A route on one document, named by RequestDocumentUniqueId among the owner kinds it serves. */
interface DocumentRoute extends RouteText {
  kinds: readonly RequestDocumentOwnerKind[];
  /** The document must belong to this owner (resolved first); another's is "not found". */
  ownedBy?: (auth: AuthContext) => Promise<DocumentOwner>;
  /** Serves several kinds: the caller needs the functionality managing the document's own. */
  requireKindManager?: boolean;
}

type OwnerOf<Input> = (auth: AuthContext, input: Input) => Promise<DocumentOwner> | DocumentOwner;

const schemaHead = ({ summary, description }: RouteText) => ({
  tags: documentTags,
  summary,
  ...(description && { description }),
});

/**
 * The request-document routes every owner kind has (list, create, upload, rename, delete,
 * restore): each area's file states only its paths, texts, kinds and how it finds the owner.
 */
export const documentRouteKit = (app: DocumentsApp, db: Database) => {
  const onDocument = <Body extends { RequestDocumentUniqueId: string }>(
    route: DocumentRoute,
    body: z.ZodType<Body>,
    run: (auth: AuthContext, row: DocumentRow, input: Body) => Promise<RequestDocument>,
  ) =>
    app.post(
      route.path,
      {
        schema: {
          ...schemaHead(route),
          body,
          response: { 200: oneDocumentAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const input = request.body as Body;
        const owner = route.ownedBy && (await route.ownedBy(request.auth));
        const row = await findDocument(
          db,
          request.auth,
          { uniqueId: input.RequestDocumentUniqueId },
          route.kinds,
        );
        if (owner && row.ownerId !== owner.id) throw new NotFoundError(DOCUMENT_NOT_FOUND);
        if (route.requireKindManager) requireManageOf(request.auth, ownerOf(row).kind);
        return ok(await run(request.auth, row, input));
      },
    );

  return {
    /** The owner's documents; `filter` leaves out the deleted ones or keeps only them. */
    list: <Query extends z.ZodType>(
      route: RouteText & {
        querystring?: Query;
        filter?: DeletedFilter;
        owner: OwnerOf<z.output<Query>>;
      },
    ) =>
      app.get(
        route.path,
        {
          schema: {
            ...schemaHead(route),
            ...(route.querystring && { querystring: route.querystring }),
            response: { 200: documentsAnswer, ...errorResponses },
          },
        },
        async (request) => {
          const owner = await route.owner(request.auth, request.query as z.output<Query>);
          return ok(await listDocuments(db, request.auth.companyId, [owner], route.filter));
        },
      ),

    /** The insurer requests a document (Name, Description) from the owner the body names. */
    create: <Body extends z.ZodType<NewDocumentInput>>(
      route: RouteText & { body: Body; owner: OwnerOf<z.output<Body>> },
    ) =>
      app.post(
        route.path,
        {
          schema: {
            ...schemaHead(route),
            body: route.body,
            response: { 200: oneDocumentAnswer, ...errorResponses },
          },
        },
        async (request) => {
          const input = request.body as z.output<Body>;
          const owner = await route.owner(request.auth, input);
          return ok(await createDocument(db, request.auth, owner, input));
        },
      ),

    upload: (route: DocumentRoute) =>
      onDocument(route, uploadBody, (auth, row, input) =>
        uploadArchives(db, auth, row, input.ArchiveUniqueIds),
      ),

    rename: (route: DocumentRoute) =>
      onDocument(route, renameBody, (auth, row, input) => renameDocument(db, auth, row, input)),

    remove: (route: DocumentRoute) =>
      onDocument(route, documentRefBody, (auth, row, input) =>
        deleteDocument(db, auth, row, input.Version),
      ),

    restore: (route: DocumentRoute) =>
      onDocument(route, documentRefBody, (auth, row, input) =>
        restoreDocument(db, auth, row, input.Version),
      ),
  };
};

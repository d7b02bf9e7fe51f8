import { DocumentStatus, type DocumentStatusName } from './documentStatus';

/**
 * Request documents: what the insurer asks of a party or of a proposal (or keeps in its own
 * catalogue), shared by the gateway (server/modules/documents) and the portal
 * (RequestDocumentsPanel).
 */
export type RequestDocumentOwnerKind =
  'policy_holder' | 'policy_holder_limit' | 'insured' | 'broker' | 'insurer' | 'proposal';

export interface RequestDocumentArchive {
  Id: number;
  UniqueId: string;
  Name: string;
  Extension: string;
  SizeBytes: number;
  CreatedAt: string;
}

export interface RequestDocument {
  Id: number;
  UniqueId: string;
  Name: string;
  Description: string | null;
  Status: DocumentStatusName;
  /** Why the insurer refused it (Reprovado). */
  ReviewNote: string | null;
  IsDeleted: boolean;
  DeletedAt: string | null;
  CreatedAt: string;
  RequestedByName: string | null;
  Version: number;
  Archives: RequestDocumentArchive[];
}

/** What a caller does to one document. */
export type RequestDocumentAction = 'upload' | 'rename' | 'delete' | 'restore' | 'send' | 'review';
export type RequestDocumentActor = 'insurer' | 'party';

export interface RequestDocumentState {
  ownerKind: RequestDocumentOwnerKind;
  status: DocumentStatusName;
  deleted: boolean;
  archiveCount: number;
}

export const DOCUMENT_DELETED = 'Documento excluído: restaure-o antes de alterá-lo.';
export const DOCUMENT_NOT_DELETED = 'Este documento não está excluído.';
export const DOCUMENT_ALREADY_APPROVED =
  'Documento aprovado (Conforme): não pode ser alterado, excluído nem receber novos arquivos.';
export const DOCUMENT_IN_ANALYSIS = 'Documento em análise: aguarde o parecer da seguradora.';
export const DOCUMENT_WITHOUT_ARCHIVE = 'Envie ao menos um arquivo antes de enviar para análise.';
export const DOCUMENT_NOT_SENDABLE =
  'Somente documentos pendentes, com arquivo, podem ser enviados para análise.';
export const DOCUMENT_ALREADY_REVIEWED =
  'Este documento já foi analisado; aguarde um novo envio para analisá-lo de novo.';
export const REVIEW_INSURER_ONLY = 'Somente a seguradora analisa documentos.';
export const REVIEW_NEEDS_ARCHIVE = 'O documento não tem arquivo para analisar.';
export const REVIEW_NOTE_REQUIRED =
  'Motivo da reprovação: informe por que o documento foi reprovado.';
export const REVIEW_STATUS_INVALID = 'Situação: escolha Conforme ou Reprovado.';

/**
 * Why `action` is refused on a document in `state`, or undefined when it is allowed.
 * - a deleted document only accepts restore;
 * - uploads go to Pendente/Reprovado documents (the insurer's own catalogue takes them any time);
 * - send to analysis takes a Pendente document that holds at least one archive;
 * - the insurer reviews documents waiting for analysis (or still pending) that hold an archive;
 * - a Conforme document is closed to a party (rename, delete, upload).
 */
export const refusalOf = (
  state: RequestDocumentState,
  action: RequestDocumentAction,
  actor: RequestDocumentActor,
): string | undefined => {
  if (action === 'restore') return state.deleted ? undefined : DOCUMENT_NOT_DELETED;
  if (state.deleted) return DOCUMENT_DELETED;
  const approved = state.status === DocumentStatus.Conforme;
  switch (action) {
    case 'rename':
    case 'delete':
      return approved && actor === 'party' ? DOCUMENT_ALREADY_APPROVED : undefined;
    case 'upload':
      if (state.ownerKind === 'insurer') return undefined;
      if (approved) return DOCUMENT_ALREADY_APPROVED;
      if (state.status === DocumentStatus.Aguardando_Analise) return DOCUMENT_IN_ANALYSIS;
      return undefined;
    case 'send':
      if (state.status !== DocumentStatus.Pendente) return DOCUMENT_NOT_SENDABLE;
      return state.archiveCount > 0 ? undefined : DOCUMENT_WITHOUT_ARCHIVE;
    case 'review':
      if (actor !== 'insurer') return REVIEW_INSURER_ONLY;
      if (state.status === DocumentStatus.Conforme || state.status === DocumentStatus.Reprovado) {
        return DOCUMENT_ALREADY_REVIEWED;
      }
      return state.archiveCount > 0 ? undefined : REVIEW_NEEDS_ARCHIVE;
  }
};

export const isAllowed = (
  state: RequestDocumentState,
  action: RequestDocumentAction,
  actor: RequestDocumentActor,
) => refusalOf(state, action, actor) === undefined;

/**
 * The status after an upload: a party's document stays (or goes back to) Pendente until it is
 * sent to analysis; the insurer's own catalogue document is valid as soon as it has a file.
 */
export const statusAfterUpload = (ownerKind: RequestDocumentOwnerKind): DocumentStatusName =>
  ownerKind === 'insurer' ? DocumentStatus.Conforme : DocumentStatus.Pendente;

export const STATUS_AFTER_SEND: DocumentStatusName = DocumentStatus.Aguardando_Analise;

export type ReviewVerdict = typeof DocumentStatus.Conforme | typeof DocumentStatus.Reprovado;

/** Problems of a review verdict (Reprovado needs a reason). */
export const reviewProblems = (status: string, note: string | null | undefined): string[] => {
  if (status !== DocumentStatus.Conforme && status !== DocumentStatus.Reprovado) {
    return [REVIEW_STATUS_INVALID];
  }
  if (status === DocumentStatus.Reprovado && !note?.trim()) return [REVIEW_NOTE_REQUIRED];
  return [];
};

export const DOCUMENT_NAME_MAX = 150;
export const DOCUMENT_DESCRIPTION_MAX = 500;
export const DOCUMENT_NAME_REQUIRED = 'Nome do documento: informe o nome.';
export const DOCUMENT_NAME_TOO_LONG = `Nome do documento: use no máximo ${DOCUMENT_NAME_MAX} caracteres.`;
export const DOCUMENT_DESCRIPTION_TOO_LONG = `Descrição: use no máximo ${DOCUMENT_DESCRIPTION_MAX} caracteres.`;

/** Problems of a document name (the portal's field check and the gateway's). */
export const documentNameProblems = (name: string | null | undefined): string[] => {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return [DOCUMENT_NAME_REQUIRED];
  if (trimmed.length > DOCUMENT_NAME_MAX) return [DOCUMENT_NAME_TOO_LONG];
  return [];
};

/** The documents of a list a party can send to analysis now. */
export const sendableDocuments = <T extends Pick<RequestDocument, 'Status' | 'IsDeleted'>>(
  documents: (T & { Archives: unknown[] })[],
) =>
  documents.filter(
    (document) =>
      !document.IsDeleted &&
      document.Status === DocumentStatus.Pendente &&
      document.Archives.length > 0,
  );

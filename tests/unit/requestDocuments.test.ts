import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ALREADY_APPROVED,
  DOCUMENT_ALREADY_REVIEWED,
  DOCUMENT_DELETED,
  DOCUMENT_IN_ANALYSIS,
  DOCUMENT_NAME_REQUIRED,
  DOCUMENT_NAME_TOO_LONG,
  DOCUMENT_NOT_DELETED,
  DOCUMENT_NOT_SENDABLE,
  DOCUMENT_WITHOUT_ARCHIVE,
  documentNameProblems,
  refusalOf,
  REVIEW_INSURER_ONLY,
  REVIEW_NEEDS_ARCHIVE,
  REVIEW_NOTE_REQUIRED,
  REVIEW_STATUS_INVALID,
  type RequestDocumentState,
  reviewProblems,
  sendableDocuments,
  statusAfterUpload,
} from '../../domain/requestDocuments';

const state = (fields: Partial<RequestDocumentState> = {}): RequestDocumentState => ({
  ownerKind: 'policy_holder',
  status: 'Pendente',
  deleted: false,
  archiveCount: 0,
  ...fields,
});

describe('request document lifecycle', () => {
  it('a new document is pending and takes uploads; an upload keeps it pending until sent', () => {
    expect(refusalOf(state(), 'upload', 'party')).toBeUndefined();
    expect(statusAfterUpload('policy_holder')).toBe('Pendente');
    expect(statusAfterUpload('broker')).toBe('Pendente');
    expect(refusalOf(state({ status: 'Reprovado', archiveCount: 1 }), 'upload', 'party')).toBe(
      undefined,
    );
  });

  it('refuses uploads while in analysis or once approved; the insurer catalogue always takes them', () => {
    expect(refusalOf(state({ status: 'Aguardando_Analise' }), 'upload', 'party')).toBe(
      DOCUMENT_IN_ANALYSIS,
    );
    expect(refusalOf(state({ status: 'Conforme' }), 'upload', 'insurer')).toBe(
      DOCUMENT_ALREADY_APPROVED,
    );
    expect(
      refusalOf(state({ ownerKind: 'insurer', status: 'Conforme' }), 'upload', 'insurer'),
    ).toBeUndefined();
    expect(statusAfterUpload('insurer')).toBe('Conforme');
  });

  it('sends to analysis only pending documents holding an archive', () => {
    expect(refusalOf(state(), 'send', 'party')).toBe(DOCUMENT_WITHOUT_ARCHIVE);
    expect(refusalOf(state({ archiveCount: 2 }), 'send', 'party')).toBeUndefined();
    expect(refusalOf(state({ status: 'Conforme', archiveCount: 1 }), 'send', 'party')).toBe(
      DOCUMENT_NOT_SENDABLE,
    );
    const docs = [
      { Status: 'Pendente' as const, IsDeleted: false, Archives: [1] },
      { Status: 'Pendente' as const, IsDeleted: false, Archives: [] },
      { Status: 'Pendente' as const, IsDeleted: true, Archives: [1] },
      { Status: 'Aguardando_Analise' as const, IsDeleted: false, Archives: [1] },
    ];
    expect(sendableDocuments(docs)).toEqual([docs[0]]);
  });

  it('the insurer reviews documents with an archive that were not yet decided', () => {
    const waiting = state({ status: 'Aguardando_Analise', archiveCount: 1 });
    expect(refusalOf(waiting, 'review', 'insurer')).toBeUndefined();
    expect(refusalOf(waiting, 'review', 'party')).toBe(REVIEW_INSURER_ONLY);
    expect(refusalOf(state(), 'review', 'insurer')).toBe(REVIEW_NEEDS_ARCHIVE);
    expect(refusalOf(state({ status: 'Conforme', archiveCount: 1 }), 'review', 'insurer')).toBe(
      DOCUMENT_ALREADY_REVIEWED,
    );
  });

  it('a Reprovado verdict needs a reason; only Conforme and Reprovado are verdicts', () => {
    expect(reviewProblems('Conforme', null)).toEqual([]);
    expect(reviewProblems('Reprovado', '  ')).toEqual([REVIEW_NOTE_REQUIRED]);
    expect(reviewProblems('Reprovado', 'Cópia ilegível')).toEqual([]);
    expect(reviewProblems('Pendente', null)).toEqual([REVIEW_STATUS_INVALID]);
  });

  it('a deleted document cannot change until restored', () => {
    const deleted = state({ deleted: true, archiveCount: 1 });
    for (const action of ['upload', 'rename', 'delete', 'send', 'review'] as const) {
      expect(refusalOf(deleted, action, 'insurer')).toBe(DOCUMENT_DELETED);
    }
    expect(refusalOf(deleted, 'restore', 'insurer')).toBeUndefined();
    expect(refusalOf(state(), 'restore', 'insurer')).toBe(DOCUMENT_NOT_DELETED);
  });

  it('a Conforme document cannot be renamed or deleted by a party, but can by the insurer', () => {
    const approved = state({ status: 'Conforme', archiveCount: 1 });
    expect(refusalOf(approved, 'rename', 'party')).toBe(DOCUMENT_ALREADY_APPROVED);
    expect(refusalOf(approved, 'delete', 'party')).toBe(DOCUMENT_ALREADY_APPROVED);
    expect(refusalOf(approved, 'rename', 'insurer')).toBeUndefined();
    expect(refusalOf(approved, 'delete', 'insurer')).toBeUndefined();
  });

  it('checks the document name', () => {
    expect(documentNameProblems('  ')).toEqual([DOCUMENT_NAME_REQUIRED]);
    expect(documentNameProblems('x'.repeat(151))).toEqual([DOCUMENT_NAME_TOO_LONG]);
    expect(documentNameProblems('Contrato social')).toEqual([]);
  });
});

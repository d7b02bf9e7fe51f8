import { describe, expect, it } from 'vitest';
import {
  pendingRequirements,
  proposalDocumentsLocked,
  proposalDocumentsRefusal,
  type ProposalDocumentState,
  requirementNamed,
} from '../../domain/proposalDocuments';
import { ProposalStatus } from '../../domain/proposalStatus';

const requirement = (Name: string, IsRequired = true) => ({
  Name,
  Description: null,
  IsRequired,
  PipeTypeId: 1,
});
const document = (
  Name: string,
  state: Partial<ProposalDocumentState> = {},
): ProposalDocumentState => ({
  UniqueId: `u-${Name}`,
  Name,
  Status: 'Pendente',
  IsDeleted: false,
  ArchiveCount: 1,
  ...state,
});

describe('proposalDocumentsRefusal', () => {
  it('opens the broker’s writes only while the proposal may change', () => {
    for (const status of [ProposalStatus.Cotacao, ProposalStatus.AguardandoCorretor]) {
      expect(proposalDocumentsRefusal(status, 'party')).toBeUndefined();
    }
    for (const status of [ProposalStatus.EmAnalise, ProposalStatus.Cancelada]) {
      expect(proposalDocumentsRefusal(status, 'party')).toBe(proposalDocumentsLocked(status));
    }
  });

  it('opens the insurer’s writes until the proposal ends', () => {
    expect(proposalDocumentsRefusal(ProposalStatus.EmAnalise, 'insurer')).toBeUndefined();
    expect(proposalDocumentsRefusal(ProposalStatus.AguardandoEmissao, 'insurer')).toBeUndefined();
    for (const status of [
      ProposalStatus.Emitida,
      ProposalStatus.Rejeitada,
      ProposalStatus.Recusada,
      ProposalStatus.Cancelada,
    ]) {
      expect(proposalDocumentsRefusal(status, 'insurer')).toMatch(/não podem mais ser alterados/);
    }
  });
});

describe('pendingRequirements', () => {
  const requirements = [
    requirement('Contrato social'),
    requirement('Edital'),
    requirement('DRE', false),
  ];

  it('leaves out the requirements met by a sent, not refused document of the same name', () => {
    const pending = pendingRequirements(requirements, [document('  CONTRATO   SOCIAL ')]);
    expect(pending.map((entry) => entry.Name)).toEqual(['Edital', 'DRE']);
  });

  it('keeps a requirement whose document has no file, was refused or was deleted, pointing at it', () => {
    const pending = pendingRequirements(requirements, [
      document('Contrato social', { ArchiveCount: 0 }),
      document('Édital', { Status: 'Reprovado' }),
      document('DRE', { IsDeleted: true }),
    ]);
    expect(pending.map((entry) => [entry.Name, entry.Document?.UniqueId ?? null])).toEqual([
      ['Contrato social', 'u-Contrato social'],
      ['Edital', 'u-Édital'],
      ['DRE', null],
    ]);
  });

  it('counts a requirement met when any same-named document meets it', () => {
    const pending = pendingRequirements(
      [requirement('Edital')],
      [document('Edital', { Status: 'Reprovado' }), document('edital')],
    );
    expect(pending).toEqual([]);
  });

  it('finds the requirement a name stands for, ignoring case, accents and spaces', () => {
    expect(requirementNamed(requirements, ' editál ')?.Name).toBe('Edital');
    expect(requirementNamed(requirements, 'Certidão')).toBeUndefined();
  });
});

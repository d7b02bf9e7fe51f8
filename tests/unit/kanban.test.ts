import { describe, expect, it } from 'vitest';
import { CardType, cardViewFor, cardViewTitles } from '../../domain/cardTypes';
import { Functionality as F } from '../../domain/functionalities';
import {
  canMoveInPipe,
  canSeePipe,
  isFinalStep,
  normalizeCardFilter,
  pipeCatalogue,
  pipeOfEngine,
  proposalAnalysisKey,
  stripDocumentMask,
  visiblePipeKeys,
} from '../../domain/kanban';
import { menuFunctionalities } from '../../domain/menus';
import { UserType } from '../../domain/userTypes';

const subject = (...functionalities: number[]) => ({
  userTypeId: UserType.INSURANCE,
  functionalities: new Set(functionalities),
});

describe('the pipe catalogue', () => {
  it('has the fourteen pipes of issue 14, each from Entrada to Aprovado and Recusado', () => {
    expect(pipeCatalogue.map((pipe) => pipe.name)).toEqual([
      'Cadastro',
      'Crédito',
      'PEP',
      'Subscrição',
      'Resseguro',
      'Nomeação',
      'CCG',
      'Revisão de Limite',
      'Documentação da Corretora',
      'Conformidade da Corretora',
      'Ramo de Atividade',
      'Grupo Econômico',
      'Endosso',
      'Renovação',
    ]);
    for (const pipe of pipeCatalogue) {
      expect(pipe.steps[0], pipe.name).toEqual({ name: 'Entrada', kind: 'entrada' });
      expect(
        pipe.steps.filter((step) => isFinalStep(step.kind)).map((step) => step.name),
        pipe.name,
      ).toEqual(['Aprovado', 'Recusado']);
      expect(new Set(pipe.steps.map((step) => step.name)).size, pipe.name).toBe(pipe.steps.length);
    }
    expect(pipeCatalogue.find((pipe) => pipe.key === 'CREDITO')?.steps.map((s) => s.name)).toEqual([
      'Entrada',
      'Em análise',
      'Pendente corretor',
      'Aprovado',
      'Recusado',
    ]);
  });

  it('gives every card type a pipe, and every pipe’s card types a view', () => {
    const held = new Set(pipeCatalogue.flatMap((pipe) => pipe.cardTypes));
    expect([...held].sort()).toEqual(Object.values(CardType).sort());
    for (const type of held) expect(cardViewFor(type), type).not.toBeNull();
  });

  it('opens the view of the spec table for each card type, and none for an unknown type', () => {
    expect(cardViewTitles[cardViewFor('PROPOSTA')!]).toBe('Dados da Proposta');
    expect(cardViewTitles[cardViewFor('grupo_economico')!]).toBe('Dados da Proposta');
    expect(cardViewTitles[cardViewFor('ANALISE_DOCUMENTACAO_CORRETORA')!]).toBe(
      'Dados da Corretora',
    );
    expect(cardViewTitles[cardViewFor('REQUEST_LIMIT')!]).toBe('Revisão de Limite');
    expect(cardViewTitles[cardViewFor('ENDOSSO_ANIVERSARIO')!]).toBe('Dados do Endosso');
    expect(cardViewTitles[cardViewFor('RAMO_ATIVIDADE')!]).toBe('Dados do Tomador');
    expect(cardViewFor('DESCONHECIDO')).toBeNull();
  });

  it('guards every pipe with menu 1 functionalities', () => {
    for (const pipe of pipeCatalogue) {
      expect(pipe.functionalities.length, pipe.name).toBeGreaterThan(0);
      for (const id of pipe.functionalities) expect(menuFunctionalities[1]).toContain(id);
    }
  });
});

describe('who sees which pipe', () => {
  it('shows a pipe to the holders of its functionality, within the kanban (VISUALIZAR_ESTEIRAS)', () => {
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.CREDITO))).toEqual([
      'CREDITO',
      'REVISAO_LIMITE',
      'GRUPO_ECONOMICO',
    ]);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.PEP))).toEqual([
      'PEP',
      'CONFORMIDADE_CORRETORA',
    ]);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.NOMEACAO))).toEqual(['NOMEACAO']);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.GERENCIAR_CCG))).toEqual(['CCG']);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.RESSEGURO))).toEqual(['RESSEGURO']);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.GERENCIAR_PIPE_CADASTRO))).toEqual([
      'CADASTRO',
      'DOCUMENTACAO_CORRETORA',
      'CONFORMIDADE_CORRETORA',
    ]);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS, F.SUBSCRICAO))).toEqual([
      'SUBSCRICAO',
      'RAMO_ATIVIDADE',
      'ENDOSSO',
      'RENOVACAO',
    ]);
    expect(visiblePipeKeys(subject(...menuFunctionalities[1]))).toHaveLength(14);
  });

  it('lets the viewers of credit analysis see the credit pipe but not move its cards', () => {
    const viewer = subject(F.VISUALIZAR_ESTEIRAS, F.VISUALIZAR_ANALISE_DE_CREDITO);
    expect(canSeePipe(viewer, 'CREDITO')).toBe(true);
    expect(canMoveInPipe(viewer, 'CREDITO')).toBe(false);
    expect(canMoveInPipe(subject(F.VISUALIZAR_ESTEIRAS, F.CREDITO), 'CREDITO')).toBe(true);
    expect(canMoveInPipe(subject(F.VISUALIZAR_ESTEIRAS, F.CREDITO), 'SUBSCRICAO')).toBe(false);
  });

  it('shows nothing without VISUALIZAR_ESTEIRAS, or with it alone, or for an unknown pipe', () => {
    expect(visiblePipeKeys(subject(F.CREDITO, F.PEP, F.SUBSCRICAO))).toEqual([]);
    expect(visiblePipeKeys(subject(F.VISUALIZAR_ESTEIRAS))).toEqual([]);
    expect(canSeePipe(subject(...menuFunctionalities[1]), 'NAO_EXISTE')).toBe(false);
  });
});

describe('the engines’ referrals', () => {
  it('go to the pipe of their engine, one open question per proposal and engine', () => {
    expect(pipeOfEngine('PEP')).toBe('PEP');
    expect(pipeOfEngine('Credito')).toBe('CREDITO');
    expect(pipeOfEngine('Cadastro')).toBe('CADASTRO');
    expect(pipeOfEngine('Subscricao')).toBe('SUBSCRICAO');
    expect(pipeOfEngine('Resseguro')).toBe('RESSEGURO');
    expect(pipeOfEngine('toString')).toBeUndefined();
    expect(proposalAnalysisKey(12, 'Credito')).toBe('proposal:12:Credito');
  });
});

describe('board filters', () => {
  it('strip a CPF/CNPJ mask and keep plain text', () => {
    expect(normalizeCardFilter(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCardFilter('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCardFilter('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(normalizeCardFilter('Construtora Alvorada')).toBe('Construtora Alvorada');
    expect(normalizeCardFilter(undefined)).toBe('');
    expect(stripDocumentMask('529.982.247-25')).toBe('52998224725');
  });
});

import { describe, expect, it } from 'vitest';
import { CCGStatus } from '../../../domain/ccgStatus';
import {
  combineVerdicts,
  engineOrder,
  engineTimelineSituation,
  evaluateEngine,
  runEngines,
} from '../../../domain/engines';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { transition } from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation as Step, TimelineStatus } from '../../../domain/timeline';
import { engineInputs } from './fixtures';

describe('running the engines', () => {
  it('runs PEP, credit, registration, subscription and reinsurance in that order', () => {
    expect(engineOrder).toEqual(['PEP', 'Credito', 'Cadastro', 'Subscricao', 'Resseguro']);
    expect(runEngines(engineInputs()).verdicts.map((verdict) => verdict.engine)).toEqual(
      engineOrder,
    );
  });

  it('moves a proposal every engine approves to Aguardando Emissão', () => {
    const result = runEngines(engineInputs());
    expect(result).toMatchObject({
      outcome: 'approved',
      nextStatus: ProposalStatus.AguardandoEmissao,
      action: 'approve',
      pendingAnalyses: [],
      missingDocuments: [],
      brokerObservation: null,
    });
    expect(result.timeline).toEqual([
      { situation: Step.Cadastro, status: TimelineStatus.Aprovado },
      { situation: Step.Credito, status: TimelineStatus.Aprovado },
      { situation: Step.Subscricao, status: TimelineStatus.Aprovado },
      { situation: Step.Resseguro, status: TimelineStatus.Aprovado },
    ]);
    expect(transition(ProposalStatus.EmAnalise, result.action)).toEqual({
      ok: true,
      to: result.nextStatus,
    });
  });

  it('keeps running after a referral and leaves one pending analysis per referring engine', () => {
    const inputs = engineInputs();
    inputs.PEP.holderPartners = [{ Name: 'Carlos Lima', IsPoliticallyExposed: true }];
    inputs.Subscricao.insuredAmount = '2000000.00';
    const result = runEngines(inputs);
    expect(result.verdicts.map((verdict) => verdict.verdict)).toEqual([
      'referred',
      'approved',
      'approved',
      'referred',
      'approved',
    ]);
    expect(result).toMatchObject({
      outcome: 'referred',
      nextStatus: ProposalStatus.EmAnalise,
      action: 'refer',
      pendingAnalyses: [
        { type: 'PEP', reason: 'Sócio "Carlos Lima" do tomador é pessoa politicamente exposta.' },
        {
          type: 'Subscricao',
          reason:
            'Importância segurada de R$ 2.000.000,00 acima do máximo para emissão automática da modalidade "Licitante", que é de R$ 1.000.000,00.',
        },
      ],
    });
    // PEP and registration share the Cadastro step: the referral shows there
    expect(result.timeline).toEqual([
      { situation: Step.Cadastro, status: TimelineStatus.Seguradora },
      { situation: Step.Credito, status: TimelineStatus.Aprovado },
      { situation: Step.Subscricao, status: TimelineStatus.Seguradora },
      { situation: Step.Resseguro, status: TimelineStatus.Aprovado },
    ]);
  });

  it('stops at the first refusal and refuses the proposal, referrals notwithstanding', () => {
    const inputs = engineInputs();
    inputs.PEP.insuredPartners = [{ Name: 'Eva Costa', IsPoliticallyExposed: true }];
    inputs.Credito.holder.IsBlocked = true;
    inputs.Subscricao.modality.EnabledForAutomaticEmission = false;
    const result = runEngines(inputs);
    expect(result.verdicts.map((verdict) => verdict.engine)).toEqual(['PEP', 'Credito']);
    expect(result).toMatchObject({
      outcome: 'refused',
      nextStatus: ProposalStatus.Recusada,
      action: 'refuse',
      pendingAnalyses: [],
    });
    expect(result.timeline).toEqual([
      { situation: Step.Cadastro, status: TimelineStatus.Seguradora },
      { situation: Step.Credito, status: TimelineStatus.Recusado },
    ]);
  });

  it('sends a proposal with missing documents to the broker, listing them', () => {
    const inputs = engineInputs();
    inputs.Cadastro.documents = inputs.Cadastro.documents.slice(0, 1);
    inputs.Credito.holder.CcgStatus = CCGStatus.Criado;
    const result = runEngines(inputs);
    expect(result).toMatchObject({
      outcome: 'awaitingBroker',
      nextStatus: ProposalStatus.AguardandoCorretor,
      action: 'requestAdjustment',
      missingDocuments: ['Edital da licitação'],
      brokerObservation: 'Envie os documentos obrigatórios que faltam: Edital da licitação.',
      pendingAnalyses: [],
    });
    expect(result.verdicts).toHaveLength(5);
    expect(result.timeline).toContainEqual({
      situation: Step.Cadastro,
      status: TimelineStatus.Corretor,
    });
    expect(transition(ProposalStatus.EmAnalise, result.action)).toEqual({
      ok: true,
      to: ProposalStatus.AguardandoCorretor,
    });
  });

  it('combines verdicts from single re-runs the same way', () => {
    const inputs = engineInputs();
    inputs.Resseguro.retentionLimit = '50000.00';
    const verdicts = engineOrder.map((engine) => evaluateEngine(engine, inputs[engine] as never));
    expect(combineVerdicts(verdicts)).toMatchObject({
      outcome: 'referred',
      pendingAnalyses: [
        {
          type: 'Resseguro',
          reason:
            'Importância segurada de R$ 100.000,00 acima do limite de retenção da seguradora, que é de R$ 50.000,00: requer colocação de resseguro facultativo.',
        },
      ],
    });
  });

  it('maps PEP and registration to the Cadastro step, the others to their own', () => {
    expect(engineTimelineSituation).toEqual({
      PEP: Step.Cadastro,
      Credito: Step.Credito,
      Cadastro: Step.Cadastro,
      Subscricao: Step.Subscricao,
      Resseguro: Step.Resseguro,
    });
  });

  it('logs inputs that survive JSON', () => {
    const { verdicts } = runEngines(engineInputs());
    for (const verdict of verdicts) {
      expect(JSON.parse(JSON.stringify(verdict.inputs))).toEqual(verdict.inputs);
    }
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerProposalList, InsurerProposalList } from '../../../resources/propostas/ProposalList';
import { BrokerProposalShow, InsurerProposalShow } from '../../../resources/propostas/ProposalShow';
import { ProposalWizardPage } from '../../../resources/propostas/wizard/ProposalWizardPage';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, corretor, renderInAdmin } from '../shell/fixtures';
import { proposalDetail, proposalSummary, stubGateway } from './proposalFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('from the list to the detail', () => {
  it('waits for the proposal itself instead of drawing the cards from the list row', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    stubGateway({
      'Proposal/SearchProposals': () => ({
        Data: [proposalSummary({})],
        PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 1, TotalPages: 1 },
      }),
      // the detail answers only when the test says so: meanwhile react-admin holds the list's row
      'Proposal/GetProposalByUniqueId': () => new Promise((resolve) => (answer = resolve)),
      'Proposal/GetProposalRequestDocuments': () => ({
        RequestDocuments: [],
        DeletedRequestDocuments: [],
      }),
    });
    render(
      renderInAdmin(
        <ModalProvider>
          <Routes>
            <Route path="/propostas" element={<BrokerProposalList />} />
            <Route path="/propostas/proposta/:propostaUniqueId" element={<BrokerProposalShow />} />
          </Routes>
        </ModalProvider>,
        corretor,
        '/propostas',
        createDataProvider([propostasProvider]),
      ),
    );
    await user.click(await screen.findByRole('link', { name: /1042/ }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Análise automática/i })).toBeNull();
    answer(proposalDetail({}));
    expect(await screen.findByRole('tab', { name: /Análise automática/i })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Proposta nº 1042' })).toBeTruthy();
  });

  it("opens the insurer's financial step on the proposal itself, not on the list's row", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const inAnalysis = proposalDetail({
      StatusId: 2,
      StatusName: 'Em análise',
      AllowedActions: ['changeRate', 'requestAdjustment', 'cancel'],
    });
    stubGateway({
      'Proposal/SearchProposals': () => ({
        Data: [proposalSummary({})],
        PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 1, TotalPages: 1 },
      }),
      // the insurer's summary reads the second call; the wizard the first, answered on demand
      'Proposal/GetProposalByUniqueId2': () => inAnalysis,
      'Proposal/GetProposalByUniqueId': () => new Promise((resolve) => (answer = resolve)),
      'Proposal/GetProposalRiskChange': () => ({
        ProposalUniqueId: inAnalysis.UniqueId,
        StatusId: 2,
        HasApprovedRisk: true,
        HasRiskChange: false,
        Changes: [],
        Version: inAnalysis.Version,
      }),
    });
    render(
      renderInAdmin(
        <ModalProvider>
          <Routes>
            <Route path="/propostas-seguradora" element={<InsurerProposalList />} />
            <Route path={InsurerProposalShow.path} element={<InsurerProposalShow />} />
            <Route
              path="/propostas/nova-proposta-new/dados-financeiros/:propostaUniqueId"
              element={<ProposalWizardPage step="dados-financeiros" />}
            />
          </Routes>
        </ModalProvider>,
        admin,
        '/propostas-seguradora',
        createDataProvider([propostasProvider]),
      ),
    );
    await user.click(await screen.findByRole('link', { name: /1042/ }));
    await user.click(await screen.findByRole('link', { name: 'Alterar taxa' }));
    // react-admin offers the list's row (no AllowedActions) until the proposal arrives
    expect(await screen.findByText('Quinto passo: Dados financeiros')).toBeTruthy();
    expect(screen.queryByText(/Algo deu errado/)).toBeNull();
    answer(inAnalysis);
    expect(await screen.findByRole('heading', { name: /Proposta nº 1042/ })).toBeTruthy();
  });
});

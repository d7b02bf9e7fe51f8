import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerProposalList } from '../../../resources/propostas/ProposalList';
import { BrokerProposalShow } from '../../../resources/propostas/ProposalShow';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { corretor, renderInAdmin } from '../shell/fixtures';
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
});

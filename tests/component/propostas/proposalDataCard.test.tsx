import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProposalDataCard } from '../../../resources/propostas/ProposalDataCard';
import { corretor, renderInAdmin } from '../shell/fixtures';
import { proposalDetail } from './proposalFixtures';

afterEach(cleanup);

describe('the proposal card', () => {
  it('names the co-brokers beside the broker, each with its share of the commission', () => {
    render(
      renderInAdmin(
        <ProposalDataCard
          proposal={proposalDetail({
            HasCoBrokers: true,
            CoBrokers: [
              {
                BrokerId: 20,
                BrokerUniqueId: '33333333-2222-4333-8444-555555555555',
                Name: 'Horizonte Corretora de Seguros Ltda.',
                CommissionSharePercentage: '30.0000',
              },
              {
                BrokerId: 21,
                BrokerUniqueId: '44444444-2222-4333-8444-555555555555',
                Name: 'Atlântica Corretora de Seguros Ltda.',
                CommissionSharePercentage: '12.5000',
              },
            ],
          })}
        />,
        corretor,
      ),
    );
    expect(
      screen.getByText(
        'Prime Corretora de Seguros Ltda. · co-corretagem: Horizonte Corretora de Seguros Ltda. (30,00 %), Atlântica Corretora de Seguros Ltda. (12,50 %)',
      ),
    ).toBeTruthy();
  });

  it('names the broker alone when there is no co-brokerage', () => {
    render(renderInAdmin(<ProposalDataCard proposal={proposalDetail()} />, corretor));
    expect(screen.getByText('Prime Corretora de Seguros Ltda.')).toBeTruthy();
    expect(screen.queryByText(/co-corretagem/)).toBeNull();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EconomicGroupPanel from '../../../src/pages/kanban/cardViews/EconomicGroupPanel';
import { stubGateway } from '../propostas/proposalFixtures';
import { renderKanbanView } from './renderKanban';
import {
  ALVORADA_UNIQUE_ID,
  failure,
  groupCard,
  groupInfo,
  HOLDER_UNIQUE_ID,
  PROPOSAL_UNIQUE_ID,
} from './activityCardFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = groupInfo({
  EconomicGroupName: 'Grupo Alvorada',
  Holding: groupInfo().HoldingOptions[0],
  Members: [
    {
      ...groupInfo().HoldingOptions[0],
      IsHolding: true,
      RiskClass: 'B',
      LimitValue: '5000000.00',
      LimitUsedValue: '2500000.00',
    },
    {
      Id: 5,
      UniqueId: HOLDER_UNIQUE_ID,
      Name: 'Metalúrgica Serra Verde S.A.',
      CpfCnpj: '17469250000100',
      IsHolding: false,
      RiskClass: 'A',
      LimitValue: null,
      LimitUsedValue: '0.00',
    },
  ],
});

describe('the economic-group panel of a GRUPO_ECONOMICO card', () => {
  it('shows the holder, the candidates sharing partners and no group yet; view only without actions', async () => {
    const calls = stubGateway({ 'kanban/GetCardEconomicGroupInfo': () => groupInfo() });
    renderKanbanView(<EconomicGroupPanel card={groupCard} canAct={false} onChanged={vi.fn()} />);
    expect(await screen.findByText('Grupo atual: Não informado')).toBeTruthy();
    expect(screen.getByText(/Construtora Alvorada Ltda\. · 12\.845\.037\/0001-86/)).toBeTruthy();
    expect(
      screen.getByText(/Sócios em comum: Marcelo Augusto Ferraz · Grupo: Grupo Alvorada/),
    ).toBeTruthy();
    expect(screen.getByText('O tomador não faz parte de um grupo econômico.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar grupo' })).toBeNull();
    expect(calls[0].query).toEqual({ ProposalUniqueId: PROPOSAL_UNIQUE_ID });
  });

  it('saves the group name and the holding picked among the candidates, then lists the members', async () => {
    const onChanged = vi.fn();
    const calls = stubGateway({
      'kanban/GetCardEconomicGroupInfo': () => groupInfo(),
      'kanban/KanbanSaveEconomicGroup': () => saved,
    });
    renderKanbanView(<EconomicGroupPanel card={groupCard} canAct onChanged={onChanged} />);
    await userEvent.type(await screen.findByLabelText('Nome do grupo econômico'), 'Grupo Alvorada');
    await userEvent.click(screen.getByRole('combobox', { name: 'Holding' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByText('Construtora Alvorada Ltda.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'kanban/KanbanSaveEconomicGroup')?.body).toEqual({
      PolicyHolderUniqueId: HOLDER_UNIQUE_ID,
      EconomicGroupName: 'Grupo Alvorada',
      HoldingPolicyHolderUniqueId: ALVORADA_UNIQUE_ID,
      Version: 4,
    });
    const members = await screen.findByRole('table', { name: 'Membros do grupo' });
    expect(within(members).getByText('R$ 5.000.000,00')).toBeTruthy();
    expect(within(members).getByText('Holding')).toBeTruthy();
    expect(
      screen.getByText(/Grupo atual: Grupo Alvorada · Holding: Construtora Alvorada/),
    ).toBeTruthy();
  });

  it('a refused save keeps the typed name with the server’s message', async () => {
    const message = 'Grupo econômico: use no máximo 120 caracteres.';
    stubGateway({
      'kanban/GetCardEconomicGroupInfo': () => groupInfo(),
      'kanban/KanbanSaveEconomicGroup': () => {
        throw failure(400, message);
      },
    });
    renderKanbanView(<EconomicGroupPanel card={groupCard} canAct onChanged={vi.fn()} />);
    const name = await screen.findByLabelText('Nome do grupo econômico');
    await userEvent.type(name, 'Grupo X');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Grupo X');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BranchGroupHistoryRow, ParameterisationBranch } from '../../../domain/branchGroups';
import { BranchGroupHistoryCard } from '../../../resources/modalidades/BranchGroupHistoryCard';
import { BranchToolbar } from '../../../resources/modalidades/BranchToolbar';
import { PremiumLimitCard } from '../../../resources/modalidades/PremiumLimitCard';
import { renderModalities } from './modalityFixtures';

const api = vi.hoisted(() => ({
  getParameterisationBranches: vi.fn(),
  insertBranch: vi.fn(),
  updateBranch: vi.fn(),
  insertGroup: vi.fn(),
  updateGroup: vi.fn(),
  getPremiumLimitParameter: vi.fn(),
  updatePremiumLimit: vi.fn(),
  getBranchGroupHistory: vi.fn(),
}));
vi.mock('../../../resources/modalidades/branchGroupsApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const publico: ParameterisationBranch = {
  Id: 1,
  UniqueId: 'b-1',
  Code: '0775',
  Name: 'Garantia segurado – setor público',
  IsPrivate: false,
  IsActive: true,
  Version: 4,
  Groups: [
    { Id: 3, ModalityGroupUniqueId: 'g-3', Name: 'Judicial', Version: 2, ModalityCount: 3 },
    { Id: 5, ModalityGroupUniqueId: 'g-5', Name: 'Licitante', Version: 1, ModalityCount: 1 },
  ],
};

afterEach(() => vi.clearAllMocks());

const openToolbar = async () => {
  api.getParameterisationBranches.mockResolvedValue([publico]);
  renderModalities(<BranchToolbar branchId={1} />);
  await screen.findByText('Setor público');
};

describe('branch and group controls', () => {
  it('creates a branch with its SUSEP code and sector, checking the code first', async () => {
    const user = userEvent.setup();
    await openToolbar();
    expect(screen.getByText('Ativo')).toBeTruthy();
    api.insertBranch.mockResolvedValue(publico);
    await user.click(screen.getByRole('button', { name: 'Novo ramo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo ramo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Código SUSEP/ }), '07a4');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Nome do ramo/ }),
      'Garantia financeira',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/informe os 4 dígitos do ramo SUSEP/)).toBeTruthy();
    expect(api.insertBranch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Código SUSEP/ }), '6');
    await user.click(within(dialog).getByRole('radio', { name: 'Setor privado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.insertBranch).toHaveBeenCalledWith({
        Code: '0746',
        Name: 'Garantia financeira',
        IsPrivate: true,
      }),
    );
  });

  it('shows the gateway’s refusal of a repeated code in the dialog', async () => {
    const user = userEvent.setup();
    await openToolbar();
    api.insertBranch.mockRejectedValue(
      new HttpError('dup', 409, {
        Response: null,
        Errors: ['Código SUSEP (Code): a seguradora já tem um ramo com este código.'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Novo ramo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Código SUSEP/ }), '0775');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome do ramo/ }), 'Outro');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Código SUSEP (Code): a seguradora já tem um ramo com este código.',
    );
  });

  it('renames a group chosen from the branch’s groups, sending its Version', async () => {
    const user = userEvent.setup();
    await openToolbar();
    api.updateGroup.mockResolvedValue(publico);
    await user.click(screen.getByRole('button', { name: 'Renomear grupo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Judicial' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Nome do grupo/ });
    await user.clear(name);
    await user.type(name, 'Garantias judiciais');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.updateGroup).toHaveBeenCalledWith(3, 2, 'Garantias judiciais'));
  });

  it('deactivates the branch on screen with its Version', async () => {
    const user = userEvent.setup();
    await openToolbar();
    api.updateBranch.mockResolvedValue({ ...publico, IsActive: false });
    await user.click(screen.getByRole('button', { name: 'Desativar ramo' }));
    await waitFor(() => expect(api.updateBranch).toHaveBeenCalledWith(1, 4, { IsActive: false }));
  });
});

describe('the premium limit card', () => {
  const limit = {
    Percentage: '15.0000',
    Version: 2,
    History: [
      {
        Id: 1,
        ChangedAt: '2026-03-02T13:00:00.000Z',
        ChangedByName: 'Ana Paula Ribeiro',
        OldValue: '10%',
        NewValue: '15%',
      },
    ],
  };

  it('shows the percentage and its history, and saves a new one with its Version', async () => {
    const user = userEvent.setup();
    api.getPremiumLimitParameter.mockResolvedValue(limit);
    api.updatePremiumLimit.mockResolvedValue({ ...limit, Percentage: '12.5000', Version: 3 });
    renderModalities(<PremiumLimitCard />);
    const field = await screen.findByRole('textbox', { name: 'Prêmio máximo (% da IS)' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('15'));
    expect(screen.getByText('10% → 15%')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar percentual' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Prêmio máximo (% da IS) (Percentage): informe um percentual maior que 0 e até 100, com até 4 casas.',
    );
    expect(api.updatePremiumLimit).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar percentual' }));
    await waitFor(() => expect(api.updatePremiumLimit).toHaveBeenCalledWith('12.5000', 2));
  });
});

describe('the branch and group history', () => {
  const groupRenamed: BranchGroupHistoryRow = {
    Id: 7,
    ChangedAt: '2026-03-02T13:00:00.000Z',
    ChangedByName: 'Ana Paula Ribeiro',
    Entity: 'ModalityGroup',
    EntityLabel: 'Grupo',
    EntityId: 3,
    EntityName: 'Judicial (0775)',
    ChangesHistories: [
      { Field: 'Name', Label: 'Nome', OldValue: 'Judiciais', NewValue: 'Judicial' },
    ],
  };
  const branchDeactivated: BranchGroupHistoryRow = {
    Id: 8,
    ChangedAt: '2026-03-03T13:00:00.000Z',
    ChangedByName: 'Ana Paula Ribeiro',
    Entity: 'CompanyBranch',
    EntityLabel: 'Ramo',
    EntityId: 1,
    EntityName: '0775 · Garantia segurado – setor público',
    ChangesHistories: [{ Field: 'IsActive', Label: 'Ativo', OldValue: 'Sim', NewValue: 'Não' }],
  };
  const limitChanged: BranchGroupHistoryRow = {
    ...groupRenamed,
    Id: 9,
    Entity: 'PremiumLimit',
    EntityLabel: 'Prêmio máximo',
    EntityId: 1,
    EntityName: null,
    ChangesHistories: [
      { Field: 'Percentage', Label: 'Prêmio máximo (% da IS)', OldValue: '10%', NewValue: '15%' },
    ],
  };

  it('shows who changed which branch, group or limit, and refreshes after a write', async () => {
    const user = userEvent.setup();
    api.getParameterisationBranches.mockResolvedValue([publico]);
    api.getBranchGroupHistory.mockResolvedValue([groupRenamed, limitChanged]);
    renderModalities(
      <>
        <BranchToolbar branchId={1} />
        <BranchGroupHistoryCard />
      </>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Histórico de ramos e grupos' }),
    ).toBeTruthy();
    expect(
      await screen.findByText('Grupo Judicial (0775) — Nome: Judiciais → Judicial'),
    ).toBeTruthy();
    expect(screen.getByText('Prêmio máximo — Prêmio máximo (% da IS): 10% → 15%')).toBeTruthy();
    expect(screen.getAllByText(/Ana Paula Ribeiro/).length).toBeGreaterThan(0);

    api.updateBranch.mockResolvedValue({ ...publico, IsActive: false });
    api.getBranchGroupHistory.mockResolvedValue([branchDeactivated, groupRenamed, limitChanged]);
    await user.click(await screen.findByRole('button', { name: 'Desativar ramo' }));
    expect(
      await screen.findByText('Ramo 0775 · Garantia segurado – setor público — Ativo: Sim → Não'),
    ).toBeTruthy();
  });

  it('says when nothing was changed yet', async () => {
    api.getBranchGroupHistory.mockResolvedValue([]);
    renderModalities(<BranchGroupHistoryCard />);
    expect(
      await screen.findByRole('heading', { name: 'Histórico de ramos e grupos' }),
    ).toBeTruthy();
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeTruthy();
  });
});

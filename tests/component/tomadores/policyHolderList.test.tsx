import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyHolderListItem } from '../../../domain/policyHolders';
import { PolicyHolderList } from '../../../resources/tomadores/PolicyHolderList';
import { ModalProvider } from '../../../src/components';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({ searchPolicyHolders: vi.fn(), insertPolicyHolder: vi.fn() }));
vi.mock('../../../resources/tomadores/policyHoldersApi', () => api);

afterEach(cleanup);

const row = (fields: Partial<PolicyHolderListItem> & { Name: string }): PolicyHolderListItem => ({
  Id: 1,
  UniqueId: `uid-${fields.Name}`,
  CpfCnpj: '12845037000190',
  IsActive: true,
  IsBlocked: false,
  IsRestrictiveBlocked: false,
  RiskClass: 'B',
  LimitValue: '12000000.00',
  EconomicGroupName: null,
  CityName: 'São Paulo',
  StateAbbreviation: 'SP',
  ...fields,
});

beforeEach(() => {
  api.searchPolicyHolders.mockReset();
  api.searchPolicyHolders.mockResolvedValue({
    Data: [
      row({ Name: 'Construtora Alvorada Ltda.' }),
      row({ Name: 'Pavimentadora Rio Claro Ltda.', IsBlocked: true, LimitValue: null }),
      row({ Name: 'Serviços Gerais Atlântico Ltda.', IsRestrictiveBlocked: true }),
    ],
    PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 3, TotalPages: 1 },
  });
});

const renderList = (signedIn: SessionUserInfo) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <PolicyHolderList />
      </ModalProvider>,
      signedIn,
      '/tomadores',
    ),
  );

describe('the policy holder list', () => {
  it('lists the holders with their limit and status chips', async () => {
    renderList(admin);
    const blocked = (await screen.findByText('Pavimentadora Rio Claro Ltda.')).closest('tr');
    expect(within(blocked as HTMLElement).getByText('Bloqueado')).toBeTruthy();
    const restrictive = screen.getByText('Serviços Gerais Atlântico Ltda.').closest('tr');
    expect(within(restrictive as HTMLElement).getByText('Bloqueio restritivo')).toBeTruthy();
    const alvorada = screen.getByText('Construtora Alvorada Ltda.').closest('tr') as HTMLElement;
    expect(within(alvorada).getByText('R$ 12.000.000,00')).toBeTruthy();
    expect(within(alvorada).getByText('12.845.037/0001-90')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo tomador' })).toBeTruthy();
  });

  it('searches by name and by the document typed with its mask, sent without it', async () => {
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.type(screen.getByRole('textbox', { name: 'Nome do tomador' }), 'alvorada');
    const document = screen.getByRole('textbox', { name: 'CPF/CNPJ' });
    await user.type(document, '12845037');
    expect((document as HTMLInputElement).value).toBe('128.450.37');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(api.searchPolicyHolders).toHaveBeenLastCalledWith({
        policyHolderName: 'alvorada',
        policyHolderDocument: '12845037',
        currentPage: 1,
        rowsPerPage: 20,
      }),
    );
  });

  it('offers no "Novo tomador" to a user who only views holders', async () => {
    renderList(analista);
    await screen.findByText('Construtora Alvorada Ltda.');
    expect(screen.queryByRole('button', { name: 'Novo tomador' })).toBeNull();
  });
});

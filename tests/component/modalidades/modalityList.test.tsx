import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalityList } from '../../../resources/modalidades/ModalityList';
import { executante, groupOf, renderModalities } from './modalityFixtures';

const api = vi.hoisted(() => ({ getBranches: vi.fn(), getModalityGroups: vi.fn() }));
vi.mock('../../../resources/modalidades/modalitiesApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const branch = (Id: number, Code: string, Name: string) => ({
  Id,
  UniqueId: `b-${Id}`,
  Code,
  Name,
  IsPrivate: Id === 2,
  IsActive: true,
});

describe('the modality list', () => {
  it('shows each branch as a tab with its groups, and searches modalities by name', async () => {
    const user = userEvent.setup();
    api.getBranches.mockResolvedValue([
      branch(1, '0775', 'Setor público'),
      branch(2, '0776', 'Setor privado'),
    ]);
    const manutencao = { ...executante, Id: 22, Name: 'Manutenção corretiva', Ref: 'GE-02' };
    api.getModalityGroups.mockResolvedValue([
      groupOf([executante, manutencao]),
      groupOf([{ ...executante, Id: 40, BranchId: 2, ModalityGroupId: 9, Name: 'Imobiliário' }], {
        Id: 9,
        Name: 'Imobiliário',
        BranchId: 2,
        BranchCode: '0776',
      }),
    ]);
    renderModalities(<ModalityList />);
    await screen.findByRole('heading', { name: 'Garantias contratuais' });
    expect(screen.getByRole('tab', { name: '0775 · Setor público', selected: true })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Executante construtor · EXE-01/ });
    expect(link.getAttribute('href')).toBe(
      `/parametrizacao/branch/1/grupo/3/modalidade/21/${executante.UniqueId}/`,
    );
    expect(screen.queryByText('Imobiliário')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar modalidade' }), 'manutencao');
    expect(screen.getByRole('link', { name: /Manutenção corretiva/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Executante construtor/ })).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: 'Pesquisar modalidade' }));
    await user.click(screen.getByRole('tab', { name: '0776 · Setor privado' }));
    const card = screen.getByRole('heading', { name: 'Imobiliário' }).closest('.MuiCard-root');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Ver grupo' })).toHaveProperty(
      'pathname',
      '/parametrizacao/branch/2/modalidade/9',
    );
  });
});

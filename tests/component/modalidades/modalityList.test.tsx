import { screen, waitFor, within } from '@testing-library/react';
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
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Executante construtor/ })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: /Manutenção corretiva/ })).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Pesquisar modalidade' }));
    await user.click(screen.getByRole('tab', { name: '0776 · Setor privado' }));
    const heading = await screen.findByRole('heading', { name: 'Imobiliário' });
    const card = heading.closest('.MuiCard-root');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Ver grupo' })).toHaveProperty(
      'pathname',
      '/parametrizacao/branch/2/modalidade/9',
    );
  });

  it('keeps the branch tab and the search in the URL, so a reload or Back finds them', async () => {
    api.getBranches.mockResolvedValue([
      branch(1, '0775', 'Setor público'),
      branch(2, '0776', 'Setor privado'),
    ]);
    api.getModalityGroups.mockResolvedValue([
      groupOf([executante]),
      groupOf(
        [
          { ...executante, Id: 40, BranchId: 2, ModalityGroupId: 9, Name: 'Imobiliário' },
          { ...executante, Id: 41, BranchId: 2, ModalityGroupId: 9, Name: 'Locação residencial' },
        ],
        { Id: 9, Name: 'Garantias privadas', BranchId: 2, BranchCode: '0776' },
      ),
    ]);
    const filter = encodeURIComponent(JSON.stringify({ BranchId: 2, q: 'locacao' }));
    renderModalities(<ModalityList />, `/parametrizacao/modalidades?filter=${filter}`);
    await screen.findByRole('link', { name: /Locação residencial/ });
    expect(screen.getByRole('tab', { name: '0776 · Setor privado', selected: true })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Pesquisar modalidade' }) as HTMLInputElement).value,
    ).toBe('locacao');
    expect(screen.queryByRole('link', { name: /Imobiliário/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Garantias contratuais' })).toBeNull();
  });
});

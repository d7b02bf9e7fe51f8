import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoverageAnswer } from '../../../domain/modalities';
import { CoveragesTab } from '../../../resources/modalidades/CoveragesTab';
import { executante, renderModalities } from './modalityFixtures';

const api = vi.hoisted(() => ({ toggleCoverage: vi.fn() }));
vi.mock('../../../resources/modalidades/modalitiesApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const coverage: CoverageAnswer = {
  Id: 5,
  UniqueId: '55555555-2222-4333-8444-555555555555',
  ModalityId: executante.Id,
  Name: 'Multa contratual',
  CoverageCalculationTypeId: 1,
  CoverageCalculationTypeName: 'Percentual da IS',
  CoverageCalculationJSONParam: '{"Percentage":"30.0000","MaxValue":"100000.00"}',
  IsEnabled: true,
  IsAdditional: true,
  Version: 3,
};

describe('the coverages tab', () => {
  it('lists each coverage with its calculation explained and toggles it with the Version read', async () => {
    const user = userEvent.setup();
    const reloads = vi.fn();
    const reload = <T,>(write: Promise<T>) => {
      reloads();
      return write;
    };
    api.toggleCoverage.mockResolvedValue({ ...coverage, IsEnabled: false, Version: 4 });
    renderModalities(
      <CoveragesTab modality={{ ...executante, Coverages: [coverage] }} reload={reload} />,
    );
    const table = await screen.findByRole('table', { name: 'Coberturas' });
    const row = within(table).getByRole('row', { name: /Multa contratual/ });
    expect(row.textContent).toContain('Percentual da IS');
    expect(row.textContent).toContain('30 % da IS, até R$ 100.000,00');
    expect(within(row).getByText('Adicional')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Editar Multa contratual' })).toBeTruthy();

    await user.click(
      within(row).getByRole('switch', { name: 'Ativar ou desativar Multa contratual' }),
    );
    await waitFor(() => expect(api.toggleCoverage).toHaveBeenCalledWith(coverage));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('says when the modality has no coverage yet', async () => {
    renderModalities(<CoveragesTab modality={executante} reload={(write) => write} />);
    expect(await screen.findByText('Nenhuma cobertura cadastrada.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova cobertura' })).toBeTruthy();
  });
});

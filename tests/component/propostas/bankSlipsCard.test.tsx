import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankSlipSummary } from '../../../domain/contracts/policies';
import { BankSlipsCard } from '../../../resources/propostas/BankSlipsCard';
import { ModalProvider } from '../../../src/components';
import { corretor, renderInAdmin } from '../shell/fixtures';

afterEach(cleanup);

const slip = (n: number, extra: Partial<BankSlipSummary> = {}): BankSlipSummary => ({
  UniqueId: `00000000-0000-4000-8000-00000000000${n}`,
  InstallmentNumber: n,
  Amount: n === 1 ? '333.34' : '333.33',
  DueDate: `2026-0${n}-10`,
  DigitableLine: '23793381029000000001923001234501116470000123456',
  Status: 'ABERTO',
  StatusName: 'Em aberto',
  PaidAt: null,
  PaidAmount: null,
  SettlementSource: null,
  ...extra,
});

const proposal = { UniqueId: '11111111-2222-4333-8444-555555555555', StatusId: 4 };

describe('the bank slips card', () => {
  it('lists the instalments with status chips and opens every slip on download', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const downloadBankSlips = vi
      .fn()
      .mockResolvedValue({ LinksToDownload: ['http://x/files/a.pdf', 'http://x/files/b.pdf'] });
    const getBankSlips = vi.fn().mockResolvedValue([
      slip(1, {
        Status: 'PAGO',
        StatusName: 'Pago',
        PaidAt: '2026-01-09',
        PaidAmount: '333.34',
        SettlementSource: 'CNAB',
      }),
      slip(2),
    ]);
    render(
      renderInAdmin(
        <ModalProvider>
          <BankSlipsCard proposal={proposal} />
        </ModalProvider>,
        corretor,
        '/',
        {
          getBankSlips,
          downloadBankSlips,
        } as never,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Boletos' });
    const [paid, unpaid] = within(table).getAllByRole('row').slice(1);
    expect(within(paid).getByText('Pago')).toBeTruthy();
    expect(within(paid).getByText('09/01/2026 · R$ 333,34')).toBeTruthy();
    expect(within(paid).getByText('Retorno bancário (CNAB)')).toBeTruthy();
    expect(within(unpaid).getByText('10/02/2026')).toBeTruthy();
    expect(within(unpaid).getByText('R$ 333,33')).toBeTruthy();
    expect(within(unpaid).getByText('Em aberto')).toBeTruthy();
    expect(
      screen.getAllByText('23793.38102 90000.000019 23001.234501 1 16470000123456'),
    ).toHaveLength(2);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Copiar linha digitável' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('23793381029000000001923001234501116470000123456'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Baixar boletos' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(downloadBankSlips).toHaveBeenCalledWith(proposal.UniqueId);
    open.mockRestore();
  });

  it('shows nothing before issuance', () => {
    const getBankSlips = vi.fn();
    render(
      renderInAdmin(
        <ModalProvider>
          <BankSlipsCard proposal={{ ...proposal, StatusId: 3 }} />
        </ModalProvider>,
        corretor,
        '/',
        {
          getBankSlips,
        } as never,
      ),
    );
    expect(screen.queryByText('Boletos')).toBeNull();
    expect(getBankSlips).not.toHaveBeenCalled();
  });
});

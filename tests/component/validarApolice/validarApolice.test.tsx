import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminUI, HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyValidationAnswer } from '../../../domain/contracts/policies';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import type { SessionUserInfo } from '../../../src/providers/types';
import { adminRoutes } from '../../../src/routes';
import { analista, renderInAdmin } from '../shell/fixtures';

beforeEach(() => window.localStorage.clear());

const portal = (
  path: string,
  dataProvider: Record<string, unknown>,
  signedIn: SessionUserInfo | null = null,
) =>
  render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      signedIn,
      path,
      dataProvider,
    ),
  );

const answer: PolicyValidationAnswer = {
  PolicyNumber: '10077520260000017',
  StatusName: 'Emitida',
  ModalityName: 'Execução fiscal',
  InsuredAmountValue: '21000.00',
  StartDate: '2026-11-01',
  EndDate: '2028-04-24',
  InsurerName: 'Garantia Brasil Seguros S.A.',
  InsurerDocument: '33247156000164',
};

const NOT_FOUND = 'Apólice não encontrada para os dados informados.';

describe('/validar-apolice (public)', () => {
  it('opened from the QR link: filled in, checked at once, showing only what the gateway confirms', async () => {
    const validate = vi.fn().mockResolvedValue(answer);
    portal('/validar-apolice?numero=10077520260000017&documento=62070362000106', {
      validatePolicy: validate,
    });
    const result = await screen.findByRole('status');
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith('10077520260000017', '62070362000106');
    expect(within(result).getByText('Apólice autêntica — nº 10077520260000017')).toBeTruthy();
    expect(within(result).getByText('Emitida')).toBeTruthy();
    expect(within(result).getByText('Execução fiscal')).toBeTruthy();
    expect(within(result).getByText('R$ 21.000,00')).toBeTruthy();
    expect(within(result).getByText('de 01/11/2026 a 24/04/2028')).toBeTruthy();
    expect(within(result).getByText('Garantia Brasil Seguros S.A.')).toBeTruthy();
    expect((screen.getByLabelText(/^Número da apólice/) as HTMLInputElement).value).toBe(
      '10077520260000017',
    );
    expect(
      (screen.getByLabelText(/^CPF\/CNPJ do segurado ou do tomador/) as HTMLInputElement).value,
    ).toBe('62.070.362/0001-06');
  });

  it('opens for a signed-in user too (no redirect home)', async () => {
    portal('/validar-apolice', { validatePolicy: vi.fn() }, analista);
    expect(await screen.findByTestId('page-validar-apolice')).toBeTruthy();
  });

  it('shows the gateway’s one message when the number and the document do not match', async () => {
    const validate = vi.fn().mockRejectedValue(new HttpError(NOT_FOUND, 404));
    portal('/validar-apolice', { validatePolicy: validate });
    fireEvent.change(await screen.findByLabelText(/^Número da apólice/), {
      target: { value: '123' },
    });
    fireEvent.change(screen.getByLabelText(/^CPF\/CNPJ do segurado ou do tomador/), {
      target: { value: '11222333000181' },
    });
    expect(validate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', NOT_FOUND);
    await waitFor(() => expect(validate).toHaveBeenCalledWith('123', '11222333000181'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BureauParameter, QueryTypeParameters } from '../../../domain/bureauQueries';
import { BureauQueryDetail } from '../../../resources/bureaus/BureauQueryDetail';
import { bureausProvider } from '../../../resources/bureaus/bureausDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({
  getQueryTypes: vi.fn(),
  getQueryType: vi.fn(),
  getQueryTypeHistory: vi.fn(),
  addBureau: vi.fn(),
  updateBureau: vi.fn(),
  removeBureau: vi.fn(),
}));
vi.mock('../../../resources/bureaus/bureausApi', () => api);

const row = (
  id: number,
  name: string,
  priority: number,
  fields: Partial<BureauParameter> = {},
) => ({
  BureauParametrizacaoConsultasId: id,
  TipoConsultaId: 3,
  BureauId: id,
  NomeBureau: name,
  Prioridade: priority,
  ValidadeEmDias: 30,
  Ativo: true,
  CustoPorConsulta: '18.50',
  Version: 1,
  ...fields,
});

const creditPj: QueryTypeParameters = {
  TipoConsultaId: 3,
  Nome: 'Crédito PJ',
  Descricao: 'Score, restrições, protestos e dívidas da empresa.',
  Pessoa: 'PJ',
  BureausDisponiveis: [
    { BureauId: 1, Nome: 'Serasa Experian' },
    { BureauId: 2, Nome: 'Boa Vista SCPC' },
    { BureauId: 3, Nome: 'Quod' },
  ],
  ParametrosBureaus: [
    row(1, 'Serasa Experian', 1, { Version: 4 }),
    row(2, 'Boa Vista SCPC', 2, { CustoPorConsulta: null, Ativo: false }),
  ],
};

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getQueryType.mockResolvedValue(creditPj);
  api.getQueryTypeHistory.mockResolvedValue([]);
  api.updateBureau.mockResolvedValue(creditPj);
  api.removeBureau.mockResolvedValue(creditPj);
});

const openAt = (path: string) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route
            path="/parametrizacao/bureaus-consulta/:tipoConsultaId"
            element={<BureauQueryDetail />}
          />
        </Routes>
      </ModalProvider>,
      admin,
      path,
      createDataProvider([bureausProvider]),
    ),
  );

const open = async () => {
  openAt('/parametrizacao/bureaus-consulta/3');
  return screen.findByRole('table', { name: 'Bureaus de Crédito PJ' });
};

describe('a query type’s bureaus', () => {
  it('lists the bureaus in fallback order with validity, cost and active flag', async () => {
    const table = await open();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((item) => item.textContent)).toEqual([
      expect.stringContaining('1ºSerasa Experian30 diasR$ 18,50'),
      expect.stringContaining('2ºBoa Vista SCPC30 dias—'),
    ]);
    expect(
      (
        screen.getByRole('switch', {
          name: 'Ativar ou inativar Boa Vista SCPC',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect(api.getQueryType).toHaveBeenCalledWith(3);
  });

  it('moves a bureau up by asking the gateway for its new priority', async () => {
    const user = userEvent.setup();
    await open();
    expect(
      (
        screen.getByRole('button', {
          name: 'Subir a prioridade de Serasa Experian',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Subir a prioridade de Boa Vista SCPC' }));
    await waitFor(() => expect(api.updateBureau).toHaveBeenCalledWith(2, 1, { Prioridade: 1 }));
  });

  it('removes a bureau only after confirmation', async () => {
    const user = userEvent.setup();
    await open();
    // findByRole: a closing modal leaves the page aria-hidden for its exit transition
    await user.click(await screen.findByRole('button', { name: 'Remover Serasa Experian' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remover Serasa Experian da consulta Crédito PJ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.removeBureau).not.toHaveBeenCalled();
    // findByRole: a closing modal leaves the page aria-hidden for its exit transition
    await user.click(await screen.findByRole('button', { name: 'Remover Serasa Experian' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    );
    await waitFor(() => expect(api.removeBureau).toHaveBeenCalledWith(1, 4));
  });

  it('adds only a bureau not there yet and shows the gateway’s message under its field', async () => {
    const user = userEvent.setup();
    api.addBureau.mockRejectedValueOnce(
      new HttpError('400', 400, {
        Response: null,
        Errors: [
          'Validade do resultado (dias) (ValidadeEmDias): informe um número inteiro de 1 a 365.',
        ],
      }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Adicionar bureau' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Bureau/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Quod']);
    await user.click(options[0]);
    const validity = within(dialog).getByRole('textbox', { name: /Validade do resultado/ });
    await user.clear(validity);
    await user.type(validity, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.addBureau).toHaveBeenCalledWith(3, 3, {
        ValidadeEmDias: 400,
        CustoPorConsulta: null,
        Ativo: true,
      }),
    );
    expect(
      await within(dialog).findByText(
        'Validade do resultado (dias) (ValidadeEmDias): informe um número inteiro de 1 a 365.',
      ),
    ).toBeTruthy();
  });

  it('says so on the page for an unknown or malformed query type, asking only for a number', async () => {
    api.getQueryType.mockRejectedValue(
      new HttpError('Não encontrado', 404, { Errors: ['Não encontrado'] }),
    );
    openAt('/parametrizacao/bureaus-consulta/99');
    expect(await screen.findByText('Tipo de consulta não encontrado.')).toBeTruthy();
    expect(api.getQueryType).toHaveBeenCalledWith(99);
    cleanup();
    api.getQueryType.mockClear();
    openAt('/parametrizacao/bureaus-consulta/abc');
    expect(await screen.findByText('Tipo de consulta não encontrado.')).toBeTruthy();
    expect(api.getQueryType).not.toHaveBeenCalled();
  });
});

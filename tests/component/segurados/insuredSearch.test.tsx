import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsuredsPage } from '../../../resources/segurados/insuredsApi';
import { InsuredSearchPanel } from '../../../resources/segurados/InsuredSearchPanel';
import { admin, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

const api = vi.hoisted(() => ({ searchInsureds: vi.fn() }));
vi.mock('../../../resources/segurados/insuredsApi', () => api);

afterEach(cleanup);

const page = (data: InsuredsPage['Data'], totalRows = data.length): InsuredsPage => ({
  Data: data,
  PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: totalRows, TotalPages: 1 },
});

beforeEach(() => {
  api.searchInsureds.mockReset();
  api.searchInsureds.mockResolvedValue(
    page([
      insuredDetail({
        MainLocation: {
          Id: 1,
          UniqueId: 'l1',
          ZipCode: '01002900',
          AddressName: 'Viaduto do Chá',
          Number: '15',
          Complement: null,
          Neighborhood: 'Centro',
          StateProvinceId: 35,
          StateName: 'São Paulo',
          StateAbbreviation: 'SP',
          CityId: 3550308,
          CityName: 'São Paulo',
          IsMain: true,
        },
      }),
      insuredDetail({
        Id: 8,
        UniqueId: '8b1d5c1e-0000-4000-8000-000000000008',
        Name: 'Construtora Horizonte Azul Ltda.',
        CpfCnpj: '41739658000100',
        IsPrivate: true,
        BranchLabel: 'Setor privado (0776)',
        IsBlocked: true,
      }),
    ]),
  );
});

describe('the insured search', () => {
  it('lists the insured with masked document, address and the Bloqueado/Público chips', async () => {
    render(renderInAdmin(<InsuredSearchPanel />, admin, '/segurados'));
    const link = await screen.findByRole('link', {
      name: 'Abrir Prefeitura Municipal de São Paulo',
    });
    expect(link.getAttribute('href')).toBe('/segurado/7b1d5c1e-0000-4000-8000-000000000007');
    const rows = screen.getAllByRole('row');
    const prefeitura = within(rows[1]);
    expect(prefeitura.getByText('46.395.000/0001-39')).toBeTruthy();
    expect(prefeitura.getByText('Centro - São Paulo/SP - CEP 01002-900')).toBeTruthy();
    expect(prefeitura.getByText('Público')).toBeTruthy();
    expect(prefeitura.queryByText('Bloqueado')).toBeNull();
    const blocked = within(rows[2]);
    expect(blocked.getByText('Bloqueado')).toBeTruthy();
    expect(blocked.getByText('Privado')).toBeTruthy();
    expect(blocked.getByText('Sem endereço')).toBeTruthy();
    expect(api.searchInsureds).toHaveBeenCalledWith({}, 1, 20);
  });

  it('searches by name and by the document without its mask, from the first page', async () => {
    const user = userEvent.setup();
    render(renderInAdmin(<InsuredSearchPanel />, admin, '/segurados'));
    await screen.findByText('Construtora Horizonte Azul Ltda.');
    await user.type(screen.getByRole('textbox', { name: 'Nome do segurado' }), ' prefeitura ');
    await user.type(screen.getByRole('textbox', { name: 'CPF/CNPJ' }), '46395000');
    expect((screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement).value).toBe(
      '463.950.00',
    );
    api.searchInsureds.mockResolvedValueOnce(page([]));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(api.searchInsureds).toHaveBeenLastCalledWith(
        { InsuredName: 'prefeitura', InsuredDocument: '46395000' },
        1,
        20,
      ),
    );
    expect(await screen.findByText('Nenhum segurado encontrado com estes filtros.')).toBeTruthy();
  });
});

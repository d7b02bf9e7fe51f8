import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryTypeParameters } from '../../../domain/bureauQueries';
import { BureauQueryList } from '../../../resources/bureaus/BureauQueryList';
import { bureausProvider } from '../../../resources/bureaus/bureausDataProvider';
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

const type = (fields: Partial<QueryTypeParameters>): QueryTypeParameters => ({
  TipoConsultaId: 1,
  Nome: 'Cadastral PJ',
  Descricao: 'Dados da Receita Federal.',
  Pessoa: 'PJ',
  BureausDisponiveis: [],
  ParametrosBureaus: [],
  ...fields,
});

afterEach(cleanup);
beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});

describe('/parametrizacao/bureaus-consulta', () => {
  it('shows a card per query type, its bureaus in fallback order, through the bureaus resource', async () => {
    const bureau = (id: number, name: string, Ativo = true) => ({
      BureauParametrizacaoConsultasId: id,
      TipoConsultaId: 3,
      BureauId: id,
      NomeBureau: name,
      Prioridade: id,
      ValidadeEmDias: 30,
      Ativo,
      CustoPorConsulta: null,
      Version: 1,
    });
    api.getQueryTypes.mockResolvedValue({
      ListaConstultas: [
        type({}),
        type({
          TipoConsultaId: 3,
          Nome: 'Crédito PJ',
          ParametrosBureaus: [bureau(1, 'Serasa Experian'), bureau(2, 'Boa Vista SCPC', false)],
        }),
      ],
    });
    render(
      renderInAdmin(
        <BureauQueryList />,
        admin,
        '/parametrizacao/bureaus-consulta',
        createDataProvider([bureausProvider]),
      ),
    );
    const credit = await screen.findByRole('link', { name: 'Crédito PJ' });
    expect(credit.getAttribute('href')).toBe('/parametrizacao/bureaus-consulta/3');
    expect(
      within(credit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Serasa Experian', expect.stringContaining('Boa Vista SCPC')]);
    const registry = screen.getByRole('link', { name: 'Cadastral PJ' });
    expect(within(registry).queryAllByRole('listitem')).toEqual([]);
    expect(api.getQueryTypes).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartyLocation } from '../../../domain/partyLocation';
import { LocationsPanel } from '../../../src/components/parties';
import { envelope, locationGateway, renderParties } from './renderParties';

const paulista: PartyLocation = {
  Id: 7,
  UniqueId: 'b0000000-0000-4000-8000-000000000007',
  ZipCode: '01310100',
  AddressName: 'Avenida Paulista',
  Number: '1000',
  Complement: 'Conjunto 12',
  Neighborhood: 'Bela Vista',
  StateProvinceId: 35,
  StateName: 'São Paulo',
  StateAbbreviation: 'SP',
  CityId: 3550308,
  CityName: 'São Paulo',
  IsMain: true,
};
const campinas: PartyLocation = {
  ...paulista,
  Id: 8,
  UniqueId: 'b0000000-0000-4000-8000-000000000008',
  ZipCode: '13015904',
  AddressName: 'Rua Barão de Jaguara',
  Number: null,
  Complement: null,
  Neighborhood: 'Centro',
  CityId: 3509502,
  CityName: 'Campinas',
  IsMain: false,
};

const cepAnswers = {
  '01310100': () =>
    envelope({
      ZipCode: '01310100',
      FormattedZipCode: '01310-100',
      AddressName: 'Avenida Paulista',
      Neighborhood: 'Bela Vista',
      Complement: null,
      CityId: 3550308,
      CityName: 'São Paulo',
      StateProvinceId: 35,
      StateName: 'São Paulo',
      StateAbbreviation: 'SP',
      Source: 'known',
    }),
};

const fetchMock = vi.fn(locationGateway(cepAnswers));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combo = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('LocationsPanel', () => {
  it('lists the addresses with the CEP masked and the main one marked', () => {
    renderParties(
      <LocationsPanel
        locations={[paulista, campinas]}
        canManage={false}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByText('Avenida Paulista, 1000 - Conjunto 12')).toBeTruthy();
    expect(screen.getByText('Bela Vista - São Paulo/SP - CEP 01310-100')).toBeTruthy();
    expect(screen.getByText('Rua Barão de Jaguara, s/n')).toBeTruthy();
    expect(screen.getByText('Centro - Campinas/SP - CEP 13015-904')).toBeTruthy();
    expect(screen.getAllByText('Principal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Adicionar endereço' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover endereço' })).toBeNull();
  });

  it('says when there is no address', () => {
    renderParties(<LocationsPanel locations={[]} canManage onAdd={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByText('Nenhum endereço cadastrado.')).toBeTruthy();
  });

  it('fills street, neighbourhood, state and city from the CEP and adds the address', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => undefined);
    renderParties(<LocationsPanel locations={[]} canManage onAdd={onAdd} onRemove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const dialog = await screen.findByRole('dialog');
    const cep = field(/^CEP/);
    await user.type(cep, '01310100');
    expect(cep.value).toBe('01310-100');
    await waitFor(() => expect(field(/^Logradouro/).value).toBe('Avenida Paulista'));
    expect(field(/^Bairro/).value).toBe('Bela Vista');
    await waitFor(() => expect(combo(/^Estado/).value).toBe('São Paulo'));
    await waitFor(() => expect(combo(/^Cidade/).value).toBe('São Paulo'));
    expect(within(dialog).getByText('Endereço encontrado pelo CEP.')).toBeTruthy();
    const lookups = fetchMock.mock.calls.filter(([url]) => /SearchCEP/i.test(String(url)));
    expect(lookups).toHaveLength(1);
    expect(String(lookups[0][0])).toContain('cep=01310100');

    await user.type(field(/^Número/), '1578');
    await user.click(screen.getByRole('checkbox', { name: 'Endereço principal' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onAdd).toHaveBeenCalledWith({
      ZipCode: '01310100',
      AddressName: 'Avenida Paulista',
      Number: '1578',
      Complement: null,
      Neighborhood: 'Bela Vista',
      StateProvinceId: 35,
      CityId: 3550308,
      IsMain: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the problems under their fields before saving', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderParties(<LocationsPanel locations={[]} canManage onAdd={onAdd} onRemove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await user.type(field(/^CEP/), '0131');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('CEP inválido: informe os 8 dígitos (00000-000).')).toBeTruthy();
    expect(screen.getByText('Informe o logradouro.')).toBeTruthy();
    expect(screen.getByText('Selecione o estado.')).toBeTruthy();
    expect(screen.getByText('Selecione a cidade.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says when the CEP is unknown and lets the address be typed', async () => {
    const user = userEvent.setup();
    renderParties(<LocationsPanel locations={[]} canManage onAdd={vi.fn()} onRemove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await user.type(field(/^CEP/), '99999999');
    expect(await screen.findByText('CEP não encontrado.')).toBeTruthy();
    expect(field(/^Logradouro/).disabled).toBe(false);
  });

  it("keeps what was typed and shows the gateway's messages when the save is refused", async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(async () => {
      throw new HttpError('Cidade: Campinas não fica em Rio de Janeiro.', 400, {
        Response: null,
        Errors: ['Cidade: Campinas não fica em Rio de Janeiro.', 'Endereço duplicado.'],
      });
    });
    renderParties(
      <LocationsPanel
        locations={[paulista, campinas]}
        canManage
        onAdd={vi.fn()}
        onUpdate={onUpdate}
        onRemove={vi.fn()}
      />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Editar endereço' })[1]);
    expect(field(/^Logradouro/).value).toBe('Rua Barão de Jaguara');
    await user.type(field(/^Número/), '42');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onUpdate).toHaveBeenCalledWith(8, expect.objectContaining({ Number: '42' }));
    expect(await screen.findByText('Cidade: Campinas não fica em Rio de Janeiro.')).toBeTruthy();
    expect(screen.getByText('Endereço duplicado.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field(/^Número/).value).toBe('42');
    expect(field(/^CEP/).value).toBe('13015-904');
  });

  it('removes an address only after confirmation', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn(async () => undefined);
    renderParties(
      <LocationsPanel locations={[paulista]} canManage onAdd={vi.fn()} onRemove={onRemove} />,
    );
    expect(screen.queryByRole('button', { name: 'Editar endereço' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remover endereço' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Deseja remover o endereço Avenida Paulista, 1000 - Conjunto 12?'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Remover endereço' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    );
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(7));
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsuredCreateDialog } from '../../../resources/segurados/InsuredCreateDialog';
import { seguradosProvider } from '../../../resources/segurados/seguradosDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

const api = vi.hoisted(() => ({ insertInsured: vi.fn(), validateInsuredDocument: vi.fn() }));
// the real module beside the stubs: the provider registers every call of the area
vi.mock('../../../resources/segurados/insuredsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

afterEach(cleanup);
beforeEach(() => {
  api.insertInsured.mockReset();
  api.validateInsuredDocument.mockReset();
  api.validateInsuredDocument.mockResolvedValue({ CanUse: true, Reasons: [], Insured: null });
});

const renderDialog = () => {
  const onClose = vi.fn();
  // the dialog creates through the `segurados` resource, whose mapping calls the mocked api
  render(
    renderInAdmin(
      <InsuredCreateDialog open onClose={onClose} />,
      admin,
      '/segurados',
      createDataProvider([seguradosProvider]),
    ),
  );
  return { onClose };
};

describe('Novo segurado', () => {
  it('asks for the name and a valid CPF/CNPJ before calling the gateway', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Informe o nome do segurado.')).toBeTruthy();
    expect(screen.getByText('Informe o CPF ou o CNPJ.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'CPF/CNPJ' }), '11222333000100');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(api.insertInsured).not.toHaveBeenCalled();
  });

  it('registers with the document unmasked and the chosen branch', async () => {
    const user = userEvent.setup();
    api.insertInsured.mockResolvedValue(insuredDetail({ Name: 'DNIT' }));
    const { onClose } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Nome ou razão social/ }), 'DNIT');
    await user.type(screen.getByRole('textbox', { name: 'CPF/CNPJ' }), '04892707000100');
    expect((screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement).value).toBe(
      '04.892.707/0001-00',
    );
    await user.click(screen.getByRole('radio', { name: 'Setor público (0775)' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(api.insertInsured).toHaveBeenCalledWith({
        Name: 'DNIT',
        CpfCnpj: '04892707000100',
        NomeSocial: null,
        IsPrivate: false,
        Location: null,
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the gateway’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.insertInsured.mockImplementation(async () => {
      throw new HttpError('x', 409, { Errors: ['Já existe um segurado com este CPF/CNPJ.'] });
    });
    const { onClose } = renderDialog();
    const name = await screen.findByRole('textbox', { name: /Nome ou razão social/ });
    await user.type(name, 'Prefeitura');
    await user.type(screen.getByRole('textbox', { name: 'CPF/CNPJ' }), '46395000000139');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Já existe um segurado com este CPF/CNPJ.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Prefeitura');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('points to the insured already registered with the document instead of a duplicate', async () => {
    const user = userEvent.setup();
    const existing = insuredDetail({ Name: 'DNIT' });
    api.validateInsuredDocument.mockResolvedValue({
      CanUse: false,
      Reasons: ['Segurado bloqueado: cadastro em revisão.'],
      Insured: existing,
    });
    renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Nome ou razão social/ }), 'DNIT');
    await user.type(screen.getByRole('textbox', { name: 'CPF/CNPJ' }), '04892707000100');
    expect(await screen.findByText(/Já cadastrado: DNIT/)).toBeTruthy();
    expect(api.validateInsuredDocument).toHaveBeenCalledWith('04892707000100');
    expect(screen.getByText('Segurado bloqueado: cadastro em revisão.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o segurado' }).getAttribute('href')).toBe(
      `/segurado/${existing.UniqueId}`,
    );
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toHaveProperty('disabled', true);
    expect(api.insertInsured).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequiredDocumentAnswer } from '../../../domain/modalityTerms';
import { RequiredDocumentsTab } from '../../../resources/modalidades/RequiredDocumentsTab';
import { executante, renderModalities } from './modalityFixtures';
import { WithReload } from './textsFixtures';

const api = vi.hoisted(() => ({
  getRequiredDocuments: vi.fn(),
  getDocumentPipeTypes: vi.fn(),
  saveRequiredDocument: vi.fn(),
  deleteRequiredDocument: vi.fn(),
  restoreRequiredDocument: vi.fn(),
}));
vi.mock('../../../resources/modalidades/modalityTextsApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const document = (fields: Partial<RequiredDocumentAnswer>): RequiredDocumentAnswer => ({
  Id: 1,
  UniqueId: 'd-1',
  ModalityId: 21,
  ModalityUniqueId: executante.UniqueId,
  Name: 'Contrato social',
  Description: 'Última alteração consolidada',
  IsRequired: true,
  PipeTypeId: 1,
  PipeTypeName: 'Cadastro',
  IsDeleted: false,
  Version: 2,
  ...fields,
});

const contrato = document({});
const balanco = document({
  Id: 2,
  Name: 'Balanço patrimonial',
  Description: null,
  PipeTypeId: 2,
  PipeTypeName: 'Crédito',
});
const cronograma = document({
  Id: 3,
  Name: 'Cronograma físico-financeiro',
  PipeTypeId: 3,
  PipeTypeName: 'Subscrição',
  IsRequired: false,
});
const antigo = document({ Id: 4, Name: 'Certidão antiga', IsDeleted: true });

const pipes = [
  { Id: 1, Name: 'Cadastro', DocumentCount: 1 },
  { Id: 2, Name: 'Crédito', DocumentCount: 1 },
  { Id: 3, Name: 'Subscrição', DocumentCount: 1 },
];

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getRequiredDocuments.mockResolvedValue([contrato, balanco, cronograma, antigo]);
  api.getDocumentPipeTypes.mockResolvedValue(pipes);
});

const open = async () => {
  renderModalities(<WithReload Tab={RequiredDocumentsTab} />);
  await screen.findByRole('row', { name: /Contrato social/ });
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the proposal documents tab', () => {
  it('shows the documents under the pipe that checks them, deleted ones only on request', async () => {
    const user = userEvent.setup();
    await open();
    expect(api.getRequiredDocuments).toHaveBeenCalledWith(executante.UniqueId, false);
    expect(api.getDocumentPipeTypes).toHaveBeenCalledWith(executante.UniqueId, false);
    expect(within(section('Cadastro')).getByText('Contrato social')).toBeTruthy();
    expect(within(section('Crédito')).getByText('Balanço patrimonial')).toBeTruthy();
    const subscricao = within(section('Subscrição'));
    expect(
      subscricao.getByRole('row', { name: /Cronograma físico-financeiro/ }).textContent,
    ).toContain('Opcional');
    expect(screen.queryByText('Certidão antiga')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Mostrar excluídos (1)' }));
    const row = within(section('Cadastro')).getByRole('row', { name: /Certidão antiga/ });
    expect(row.textContent).toContain('Excluído');
    expect(within(row).getByRole('button', { name: 'Restaurar Certidão antiga' })).toBeTruthy();
  });

  it('creates a document in the pipe chosen, then reads the list again with ignoreCache', async () => {
    const user = userEvent.setup();
    api.saveRequiredDocument.mockResolvedValue(document({ Id: 9 }));
    await open();
    await user.click(within(section('Crédito')).getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo documento' });
    expect(within(dialog).getByRole('combobox', { name: /^Pipe de análise/ }).textContent).toBe(
      'Crédito',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Nome do documento: informe o nome.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome do documento/ }), 'DRE');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Descrição/ }),
      'Dos dois últimos exercícios',
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Obrigatório' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.saveRequiredDocument).toHaveBeenCalledWith(
        executante.UniqueId,
        {
          Name: 'DRE',
          Description: 'Dos dois últimos exercícios',
          IsRequired: false,
          PipeTypeId: 2,
        },
        undefined,
      ),
    );
    await waitFor(() =>
      expect(api.getRequiredDocuments).toHaveBeenLastCalledWith(executante.UniqueId, true),
    );
    expect(api.getDocumentPipeTypes).toHaveBeenLastCalledWith(executante.UniqueId, true);
  });

  it('edits with the Id and Version read, and shows a duplicate name under the name', async () => {
    const user = userEvent.setup();
    const refusal = 'Nome do documento (Name): esta modalidade já pede um documento com este nome.';
    api.saveRequiredDocument.mockRejectedValueOnce(
      new HttpError(refusal, 409, { Response: null, Errors: [refusal] }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Editar Contrato social' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar documento' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome do documento/ });
    await user.clear(name);
    await user.type(name, 'Balanço patrimonial');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.saveRequiredDocument).toHaveBeenCalledWith(
        executante.UniqueId,
        expect.objectContaining({ Name: 'Balanço patrimonial', PipeTypeId: 1 }),
        contrato,
      ),
    );
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('deletes after confirming and restores a deleted one', async () => {
    const user = userEvent.setup();
    api.deleteRequiredDocument.mockResolvedValue({ ...balanco, IsDeleted: true });
    api.restoreRequiredDocument.mockResolvedValue({ ...antigo, IsDeleted: false });
    await open();
    await user.click(screen.getByRole('button', { name: 'Excluir Balanço patrimonial' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir documento' });
    expect(confirm.textContent).toContain(
      'Excluir o documento "Balanço patrimonial"? Ele pode ser restaurado depois.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.deleteRequiredDocument).toHaveBeenCalledWith(balanco));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('switch', { name: 'Mostrar excluídos (1)' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar Certidão antiga' }));
    await waitFor(() => expect(api.restoreRequiredDocument).toHaveBeenCalledWith(antigo));
  });
});

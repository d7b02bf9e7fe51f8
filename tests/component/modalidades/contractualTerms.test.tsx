import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractualTermsTab } from '../../../resources/modalidades/ContractualTermsTab';
import { renderModalities } from './modalityFixtures';
import { companyTermTags, stubLayout, termAnswer, WithReload } from './textsFixtures';

const api = vi.hoisted(() => ({
  getCompanyTermTags: vi.fn(),
  getContractualTerm: vi.fn(),
  saveContractualTerm: vi.fn(),
}));
vi.mock('../../../resources/modalidades/modalityTextsApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const OBJECT =
  '<p>Garantia de [VALOR_IS] ([VALOR_IS_EXT]) a favor de [NOME_SEGURADO]; endosso: [TAG_VALOR_IS_ENDOSSO].</p>';

beforeAll(stubLayout);
beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getCompanyTermTags.mockResolvedValue(companyTermTags);
  api.getContractualTerm.mockImplementation(async (_id: number, termType: number) =>
    termType === 1
      ? termAnswer({ Value: OBJECT })
      : termAnswer({ TermType: termType, Version: 0, ContractualTermId: null }),
  );
});

const open = async () => {
  renderModalities(<WithReload Tab={ContractualTermsTab} />);
  await screen.findByRole('textbox', { name: 'Objeto' });
  return screen.getByRole('region', { name: 'Pré-visualização' });
};

const pickTag = async (
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  option: RegExp,
) => {
  await user.click(screen.getByRole('combobox', { name: 'Inserir tag' }));
  await user.type(screen.getByRole('combobox', { name: 'Inserir tag' }), search);
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the contractual texts tab', () => {
  it('previews the saved text with the sample proposal, highlighting the tags it leaves empty', async () => {
    const preview = await open();
    expect(api.getContractualTerm).toHaveBeenCalledWith(21, 1);
    await waitFor(() => expect(preview.textContent).toContain('R$ 1.500.000,00'));
    expect(preview.textContent).toContain('um milhão e quinhentos mil reais');
    expect(preview.textContent).toContain('Município de Campinas');
    const missing = preview.querySelector('mark.tag-missing');
    expect(missing?.textContent).toBe('[TAG_VALOR_IS_ENDOSSO]');
    expect(within(preview).getByText('Sem valor na amostra: [TAG_VALOR_IS_ENDOSSO]')).toBeTruthy();
    expect(screen.getByText('Versão 2')).toBeTruthy();
  });

  it('offers the catalogue by group and the insurer tags, and the preview fills what is inserted', async () => {
    const user = userEvent.setup();
    const preview = await open();
    await user.click(screen.getByRole('combobox', { name: 'Inserir tag' }));
    const listbox = await screen.findByRole('listbox');
    const groups = [...listbox.querySelectorAll('.MuiAutocomplete-groupLabel')].map(
      (label) => label.textContent,
    );
    expect(groups).toEqual([
      'Proposta/Apólice',
      'Tomador',
      'Segurado',
      'Seguradora',
      'Endosso',
      'Tags da seguradora',
    ]);
    await user.keyboard('{Escape}');

    await pickTag(user, 'NOME_TOMADOR', /^\[NOME_TOMADOR\]/);
    await waitFor(() =>
      expect(preview.textContent).toContain('Construtora Horizonte Engenharia Ltda.'),
    );
    expect(screen.getByRole('textbox', { name: 'Objeto' }).textContent).toContain('[NOME_TOMADOR]');
    await pickTag(user, 'EmailContato', /^\[EmailContato\]/);
    await waitFor(() => expect(preview.textContent).toContain('contato@aval-demo.com.br'));
    expect(screen.getByText('Alterações não salvas (versão 2)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Objeto *' })).toBeTruthy();

    api.saveContractualTerm.mockResolvedValueOnce(termAnswer({ Version: 3 }));
    await user.click(screen.getByRole('button', { name: 'Salvar texto' }));
    await waitFor(() => expect(api.saveContractualTerm).toHaveBeenCalledTimes(1));
    const [input] = api.saveContractualTerm.mock.calls[0];
    expect(input).toMatchObject({ ModalityId: 21, TermType: 1, Version: 2 });
    expect(input.Value).toContain('[NOME_TOMADOR]');
    expect(input.Value).toContain('[EmailContato]');
    expect(JSON.parse(input.JSONTag)).toEqual(
      expect.arrayContaining(['VALOR_IS', 'NOME_TOMADOR', 'EmailContato']),
    );
    expect(JSON.parse(input.JSONTagValue)).toMatchObject({
      VALOR_IS: 'R$ 1.500.000,00',
      EmailContato: 'contato@aval-demo.com.br',
    });
    // The saved text is read again from GetModalityObject.
    await waitFor(() => expect(api.getContractualTerm).toHaveBeenCalledTimes(2));
  });

  it("shows the gateway's refusal and keeps the text typed", async () => {
    const user = userEvent.setup();
    api.getContractualTerm.mockResolvedValue(
      termAnswer({ Value: '<p>Prazo de [PRAZO_DIAS] dias, contato [EMAIL_SUPORTE].</p>' }),
    );
    const preview = await open();
    expect(await within(preview).findByText(/^Tags desconhecidas: \[EMAIL_SUPORTE\]/)).toBeTruthy();
    await pickTag(user, 'PRAZO_DIAS_APOLICE', /^\[PRAZO_DIAS_APOLICE\]/);
    const refusal =
      'Texto do termo (Value): tags desconhecidas [EMAIL_SUPORTE]. Use as tags do catálogo ou as tags de termo da seguradora.';
    api.saveContractualTerm.mockRejectedValueOnce(
      new HttpError(refusal, 400, { Response: null, Errors: [refusal] }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar texto' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Objeto' }).textContent).toContain(
      '[PRAZO_DIAS_APOLICE]',
    );
  });

  it('keeps one text per term type, each read with its termType', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('tab', { name: 'Texto de endosso' }));
    expect(await screen.findByRole('textbox', { name: 'Texto de endosso' })).toBeTruthy();
    expect(api.getContractualTerm).toHaveBeenCalledWith(21, 3);
    expect(screen.getByText('Esta modalidade ainda não tem este texto.')).toBeTruthy();
    expect(
      screen.getByText(
        'Com a proposta e o endosso de exemplo; as tags sem valor ficam destacadas.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar texto' })).toHaveProperty('disabled', true);
  });
});

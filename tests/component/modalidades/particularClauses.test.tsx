import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticularClauseAnswer } from '../../../domain/modalityTerms';
import { ParticularClausesTab } from '../../../resources/modalidades/ParticularClausesTab';
import { renderModalities } from './modalityFixtures';
import { companyTermTags, stubLayout, WithReload } from './textsFixtures';

const api = vi.hoisted(() => ({
  getCompanyTermTags: vi.fn(),
  getParticularClauses: vi.fn(),
  saveParticularClause: vi.fn(),
  moveParticularClause: vi.fn(),
  setParticularClauseStatus: vi.fn(),
}));
vi.mock('../../../resources/modalidades/modalityTextsApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const clause = (fields: Partial<ParticularClauseAnswer>): ParticularClauseAnswer => ({
  Id: 1,
  UniqueId: 'c-1',
  ModalityId: 21,
  Title: 'Multas punitivas',
  Value: '<p>O seguro não garante multas punitivas aplicadas a [NOME_TOMADOR].</p>',
  IsActive: true,
  Order: 1,
  Version: 3,
  ...fields,
});

const multas = clause({});
const trabalhistas = clause({
  Id: 2,
  Title: 'Ações trabalhistas',
  Value: '<p>Cobertas até [FIM_VIGENCIA_COMPLEMENTAR].</p>',
  Order: 2,
  IsActive: false,
  Version: 1,
});
const vistoria = clause({ Id: 3, Title: 'Vistoria', Value: '<p>Vistoria prévia.</p>', Order: 5 });

beforeAll(stubLayout);
beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getCompanyTermTags.mockResolvedValue(companyTermTags);
  api.getParticularClauses.mockResolvedValue([multas, trabalhistas, vistoria]);
});

const open = async () => {
  renderModalities(<WithReload Tab={ParticularClausesTab} />);
  await screen.findByRole('row', { name: /Multas punitivas/ });
};

describe('the particular clauses tab', () => {
  it('lists the clauses in order with their text as plain text and their state', async () => {
    await open();
    expect(api.getParticularClauses).toHaveBeenCalledWith(21);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Multas punitivas',
      'Ações trabalhistas',
      'Vistoria',
    ]);
    expect(rows[0].textContent).toContain(
      'O seguro não garante multas punitivas aplicadas a [NOME_TOMADOR].',
    );
    expect(
      screen.getByRole('switch', { name: 'Ativar ou desativar Ações trabalhistas' }),
    ).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Subir Multas punitivas' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Descer Vistoria' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('activates, deactivates and reorders through the gateway, then reads the list again', async () => {
    const user = userEvent.setup();
    api.setParticularClauseStatus.mockResolvedValue(trabalhistas);
    api.moveParticularClause.mockResolvedValue(multas);
    await open();
    await user.click(
      screen.getByRole('switch', { name: 'Ativar ou desativar Ações trabalhistas' }),
    );
    await waitFor(() =>
      expect(api.setParticularClauseStatus).toHaveBeenCalledWith(trabalhistas, true),
    );
    await waitFor(() => expect(api.getParticularClauses).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Descer Multas punitivas' }));
    // Right after the next clause: the gateway moves the ones from there on.
    await waitFor(() => expect(api.moveParticularClause).toHaveBeenCalledWith(multas, 3));
    await user.click(screen.getByRole('button', { name: 'Subir Vistoria' }));
    await waitFor(() => expect(api.moveParticularClause).toHaveBeenLastCalledWith(vistoria, 2));
  });

  it('creates a clause without Id from the dialog, with a tag and its preview', async () => {
    const user = userEvent.setup();
    api.saveParticularClause.mockResolvedValue(clause({ Id: 9 }));
    await open();
    await user.click(screen.getByRole('button', { name: 'Nova cláusula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova cláusula' });
    await within(dialog).findByRole('textbox', { name: /^Texto da cláusula/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Título: informe o título da cláusula.')).toBeTruthy();
    expect(within(dialog).getByText('Texto da cláusula: informe o texto.')).toBeTruthy();
    expect(api.saveParticularClause).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Seguradora');
    await user.click(within(dialog).getByRole('combobox', { name: 'Inserir tag' }));
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Inserir tag' }),
      'NOME_SEGURADORA',
    );
    await user.click(await screen.findByRole('option', { name: /^\[NOME_SEGURADORA\]/ }));
    const preview = within(dialog).getByRole('region', { name: 'Pré-visualização' });
    await waitFor(() => expect(preview.textContent).toContain('Garantia Brasil Seguros S.A.'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.saveParticularClause).toHaveBeenCalledTimes(1));
    const [modalityId, input, existing] = api.saveParticularClause.mock.calls[0];
    expect(modalityId).toBe(21);
    expect(input.Title).toBe('Seguradora');
    expect(input.Value).toContain('[NOME_SEGURADORA]');
    expect(existing).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a clause with its Id and shows the refusal under the field it names', async () => {
    const user = userEvent.setup();
    const refusal = 'Título da cláusula (Title): use no máximo 150 caracteres.';
    api.saveParticularClause.mockRejectedValueOnce(
      new HttpError(refusal, 400, { Response: null, Errors: [refusal] }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Editar Multas punitivas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cláusula' });
    const preview = within(dialog).getByRole('region', { name: 'Pré-visualização' });
    await waitFor(() =>
      expect(preview.textContent).toContain('Construtora Horizonte Engenharia Ltda.'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), ' (revisada)');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.saveParticularClause).toHaveBeenCalledWith(
        21,
        { Title: 'Multas punitivas (revisada)', Value: multas.Value },
        multas,
      ),
    );
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar cláusula' })).toBeTruthy();
  });
});

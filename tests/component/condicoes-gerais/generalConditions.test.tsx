import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  GeneralConditionSectorAnswer,
  GeneralConditionVersionAnswer,
} from '../../../domain/generalConditions';
import { GeneralConditionsPage } from '../../../resources/condicoes-gerais/GeneralConditionsPage';
import { condicoesGeraisProvider } from '../../../resources/condicoes-gerais/condicoesGeraisDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({
  getGeneralConditions: vi.fn(),
  getSectorVersions: vi.fn(),
  getGeneralConditionsHistory: vi.fn(),
  publishVersion: vi.fn(),
}));
vi.mock('../../../resources/condicoes-gerais/generalConditionsApi', () => api);

const version = (
  fields: Partial<GeneralConditionVersionAnswer> & Pick<GeneralConditionVersionAnswer, 'Id'>,
): GeneralConditionVersionAnswer => ({
  Sector: 'PRIVATE',
  BranchCode: '0776',
  Number: 1,
  Title: 'Condições gerais – Seguro Garantia Setor Privado',
  SusepProcessNumber: '15414.900277/2022-31',
  EffectiveFrom: '2022-01-10',
  Html: '<h3>Cláusula 1 – Objeto</h3><p>Garante o tomador.</p><script>alert(1)</script>',
  CreatedByName: 'Implantação Aval',
  CreatedAt: '2022-01-05T12:00:00.000Z',
  Status: 'CURRENT',
  ...fields,
});

const privateSector: GeneralConditionSectorAnswer = {
  Sector: 'PRIVATE',
  BranchCode: '0776',
  LatestNumber: 2,
  CurrentId: 11,
  Versions: [
    version({
      Id: 12,
      Number: 2,
      Title: 'Revisão agendada',
      EffectiveFrom: '2999-01-01',
      Status: 'SCHEDULED',
    }),
    version({ Id: 11 }),
  ],
};

afterEach(() => vi.clearAllMocks());

const openPage = async () => {
  api.getSectorVersions.mockResolvedValue(privateSector);
  render(
    renderInAdmin(
      <ModalProvider>
        <GeneralConditionsPage />
      </ModalProvider>,
      admin,
      '/parametrizacao/condicoes-gerais',
      createDataProvider([condicoesGeraisProvider]),
    ),
  );
  await screen.findByRole('heading', {
    name: 'Versão 1 · Condições gerais – Seguro Garantia Setor Privado',
  });
};

describe('the general conditions screen', () => {
  it('opens on the private sector with the version in force, its data and its sanitised text', async () => {
    await openPage();
    expect(screen.getByRole('tab', { name: 'Setor privado', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Setor público' })).toBeTruthy();
    expect(screen.getByText('15414.900277/2022-31')).toBeTruthy();
    expect(screen.getByText('10/01/2022')).toBeTruthy();
    expect(screen.getByText('Cláusula 1 – Objeto')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    const list = screen.getByRole('list', { name: 'Versões' });
    expect(within(list).getByText('Agendada')).toBeTruthy();
    expect(within(list).getByText('Em vigor')).toBeTruthy();
    expect(api.getSectorVersions).toHaveBeenCalledWith('PRIVATE');
  });

  it('publishes a new version with the number read as Version', async () => {
    const user = userEvent.setup();
    await openPage();
    api.publishVersion.mockResolvedValue(version({ Id: 13, Number: 3 }));
    await user.click(screen.getByRole('button', { name: 'Publicar nova versão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão 3 · Setor privado' });
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Condições gerais – Setor Privado (2999)');
    const date = within(dialog).getByRole('textbox', { name: 'Início de vigência' });
    await user.clear(date);
    await user.type(date, '02012999');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(api.publishVersion).toHaveBeenCalledTimes(1));
    expect(api.publishVersion).toHaveBeenCalledWith(
      {
        Sector: 'PRIVATE',
        Title: 'Condições gerais – Setor Privado (2999)',
        SusepProcessNumber: '15414.900277/2022-31',
        EffectiveFrom: '2999-01-02',
        Html: privateSector.Versions[1].Html,
      },
      2,
    );
  });

  it('refuses a start date before the newest version, and shows a 409 clearly', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Publicar nova versão' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: 'Início de vigência' });
    await user.clear(date);
    await user.type(date, '01012030');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText(/não pode começar antes da versão 2/)).toBeTruthy();
    expect(api.publishVersion).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '01013000');
    api.publishVersion.mockRejectedValue(
      new HttpError('stale', 409, {
        Response: null,
        Errors: ['Outra pessoa publicou uma versão destas condições gerais.'],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Alterado por outra pessoa')).toBeTruthy();
    expect(within(alert).getByText(/Outra pessoa publicou/)).toBeTruthy();
  });

  it('shows the real change history of both sectors', async () => {
    const user = userEvent.setup();
    api.getGeneralConditionsHistory.mockResolvedValue([
      {
        Id: 5,
        Sector: 'PUBLIC',
        ChangedAt: '2026-03-02T13:00:00.000Z',
        ChangedByName: 'Ana Paula Ribeiro',
        ChangesHistories: [
          { Field: 'Number', Label: 'Versão', OldValue: '2', NewValue: '3' },
          {
            Field: 'EffectiveFrom',
            Label: 'Início de vigência',
            OldValue: '01/07/2024',
            NewValue: '01/03/2026',
          },
        ],
      },
    ]);
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Histórico de alterações' }));
    expect(await screen.findByText('Versão: 2 → 3')).toBeTruthy();
    expect(screen.getByText('Início de vigência: 01/07/2024 → 01/03/2026')).toBeTruthy();
    const row = screen.getByText('Versão: 2 → 3').closest('li') as HTMLElement;
    expect(within(row).getByText('Setor público')).toBeTruthy();
    expect(within(row).getByText(/Ana Paula Ribeiro/)).toBeTruthy();
  });
});

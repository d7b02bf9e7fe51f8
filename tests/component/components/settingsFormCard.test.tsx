import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsFormCard, SettingsPage, useSettingsSave } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

const labels = { Validity: 'Validade em dias' };

const Form = ({ write }: { write: () => Promise<unknown> }) => {
  const { busy, errors, save } = useSettingsSave(labels);
  return (
    <SettingsFormCard
      title="Consulta PJ"
      subtitle="O que é conferido"
      defaultsNotice="Valores padrão"
      busy={busy}
      onSave={() => void save(write, 'Configurações salvas.')}
    >
      <span>{errors.Validity ?? 'sem erro'}</span>
    </SettingsFormCard>
  );
};

describe('SettingsFormCard with useSettingsSave', () => {
  it('shows the header, the defaults notice and the fields; a save shows the success modal', async () => {
    renderWithAdmin(<Form write={() => Promise.resolve()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Consulta PJ' })).toBeTruthy();
    expect(screen.getByText('Valores padrão')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas.')).toBeTruthy();
  });

  it('puts a refusal naming a field under it and the rest in the error modal', async () => {
    const refusal = Object.assign(new Error('refused'), {
      status: 400,
      body: { Errors: ['Validade em dias: deve ser maior que zero.', 'Outro problema.'] },
    });
    renderWithAdmin(<Form write={() => Promise.reject(refusal)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('Outro problema.')).toBeTruthy();
    expect(screen.queryByText('sem erro')).toBeNull();
  });
});

describe('SettingsPage', () => {
  const page = {
    testId: 'page-settings',
    title: 'Perfil do corretor',
    subtitle: 'Perfis dados aos corretores aprovados',
    loadError: 'Não foi possível carregar.',
    historyTitle: 'Histórico de alterações',
    history: { data: [], isPending: false },
  };

  it('shows the progress bar while loading, and the error when the load failed', () => {
    const { unmount } = renderWithAdmin(<SettingsPage {...page} loading failed={false} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    unmount();
    renderWithAdmin(<SettingsPage {...page} loading={false} failed />);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar.');
  });

  it('once loaded shows the forms, then the history card, under the heading', () => {
    renderWithAdmin(
      <SettingsPage {...page} loading={false} failed={false}>
        <p>formulário</p>
      </SettingsPage>,
    );
    const root = screen.getByTestId('page-settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil do corretor' })).toBeTruthy();
    expect(root.textContent).toContain('formulário');
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico de alterações' })).toBeTruthy();
  });
});

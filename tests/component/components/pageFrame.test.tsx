import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryCard, PageFrame } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('PageFrame', () => {
  it('shows the breadcrumb, the heading, the subtitle, the action and the content', () => {
    renderWithAdmin(
      <PageFrame
        testId="page-test"
        title="Pagamentos"
        subtitle="Formas de pagamento"
        breadcrumb={[
          { label: 'Parametrização', to: '/parametrizacao/menu' },
          { label: 'Pagamentos' },
        ]}
        action={<button type="button">Nova forma</button>}
      >
        <p>Conteúdo</p>
      </PageFrame>,
    );
    const page = screen.getByTestId('page-test');
    expect(within(page).getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeTruthy();
    expect(within(page).getByText('Formas de pagamento')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Nova forma' })).toBeTruthy();
    expect(within(page).getByText('Conteúdo')).toBeTruthy();
    const nav = within(page).getByRole('navigation', { name: 'Navegação estrutural' });
    expect(within(nav).getByRole('link', { name: 'Parametrização' })).toBeTruthy();
  });

  it('without an action keeps the heading alone', () => {
    renderWithAdmin(
      <PageFrame
        testId="page-test"
        title="Perfil"
        subtitle="Sub"
        breadcrumb={[{ label: 'Perfil' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('HistoryCard', () => {
  it('heads the card with its title and lists each change, rows without locations included', () => {
    renderWithAdmin(
      <HistoryCard
        title="Histórico de alterações"
        rows={[
          {
            Id: 1,
            ChangedAt: '2026-01-02T10:00:00Z',
            ChangedByName: 'Ana',
            ChangesHistories: [
              { Field: 'ValidadeEmDias', Label: 'Validade', OldValue: '30', NewValue: '60' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico de alterações' })).toBeTruthy();
    expect(screen.getByText('Validade: 30 → 60')).toBeTruthy();
  });
});

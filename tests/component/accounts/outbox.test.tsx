import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import type { OutboxMail } from '../../../src/providers/accountsApi';
import { emailsProvider } from '../../../src/pages/accounts/emailsDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { adminRoutes } from '../../../src/routes';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({ getOutbox: vi.fn() }));
// the real module beside the stub: only the outbox call is answered here
vi.mock('../../../src/providers/accountsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

beforeEach(() => {
  window.localStorage.clear();
  api.getOutbox.mockReset();
});

const mail = (Id: number, fields: Partial<OutboxMail> = {}): OutboxMail => ({
  Id,
  To: `pessoa${Id}@exemplo.com.br`,
  Subject: `Assunto ${Id}`,
  Text: `Olá.\n\nCriar minha senha:\nhttp://localhost:8080/primeiro-acesso/tok${Id}\n`,
  Html: null,
  Status: 'kept',
  Error: null,
  CreatedAt: '2026-03-05T13:07:00.000Z',
  SentAt: null,
  ...fields,
});

const page = (data: OutboxMail[], total: number, current = 1) => ({
  Data: data,
  PageResult: {
    CurrentPage: current,
    RowsPerPage: 20,
    TotalRows: total,
    TotalPages: Math.ceil(total / 20),
  },
});

/** The portal at /usuarios/emails, the outbox answered by `getOutbox` through the real mapping. */
const portal = (getOutbox: typeof api.getOutbox, user = admin) => {
  api.getOutbox.mockImplementation(getOutbox);
  return render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      user,
      '/usuarios/emails',
      createDataProvider([emailsProvider]),
    ),
  );
};

describe('E-mails enviados (/usuarios/emails)', () => {
  it('lists the e-mails with their status and opens one with its link clickable', async () => {
    const getOutbox = vi
      .fn()
      .mockResolvedValue(
        page([mail(2), mail(1, { Status: 'failed', Error: 'connect ECONNREFUSED' })], 2),
      );
    portal(getOutbox);
    expect(await screen.findByText('pessoa2@exemplo.com.br')).toBeTruthy();
    expect(api.getOutbox).toHaveBeenCalledWith({ currentPage: 1, rowsPerPage: 20 });
    expect(screen.getByText('Guardado (sem SMTP)')).toBeTruthy();
    expect(screen.getByText('Falhou')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver conteúdo: Assunto 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erro: connect ECONNREFUSED')).toBeTruthy();
    const link = within(dialog).getByRole('link', {
      name: 'http://localhost:8080/primeiro-acesso/tok1',
    });
    expect(link.getAttribute('href')).toBe('http://localhost:8080/primeiro-acesso/tok1');
  });

  it('pages through the outbox', async () => {
    const getOutbox = vi
      .fn()
      .mockImplementation(async ({ currentPage }: { currentPage: number }) =>
        page([mail(currentPage === 1 ? 30 : 5)], 25, currentPage),
      );
    portal(getOutbox);
    expect(await screen.findByText('1-20 de 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /próxima|next/i }));
    await waitFor(() =>
      expect(api.getOutbox).toHaveBeenLastCalledWith({ currentPage: 2, rowsPerPage: 20 }),
    );
    expect(await screen.findByText('pessoa5@exemplo.com.br')).toBeTruthy();
  });

  it('is refused to a user without GERENCIAR_USUARIOS', async () => {
    portal(vi.fn(), analista);
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
  });
});

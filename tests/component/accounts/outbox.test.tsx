import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import type { OutboxMail } from '../../../src/providers/accountsApi';
import { emailsProvider } from '../../../src/pages/accounts/emailsDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { adminRoutes } from '../../../src/routes';
import { captureDownloads, csvLines } from '../export/captureDownloads';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({ getOutbox: vi.fn() }));
// the real module beside the stub: only the outbox call is answered here
vi.mock('../../../src/providers/accountsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

const downloads = captureDownloads();

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

/** The portal at `path`, the outbox answered by `getOutbox` through the real mapping. */
const portal = (getOutbox: typeof api.getOutbox, user = admin, path = '/usuarios/emails') => {
  api.getOutbox.mockImplementation(getOutbox);
  return render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      user,
      path,
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
    // newest first, said as the gateway's sort so the date column shows it
    expect(api.getOutbox).toHaveBeenCalledWith({
      currentPage: 1,
      rowsPerPage: 20,
      sortField: 'CreatedAt',
      sortOrder: 'DESC',
    });
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
      expect(api.getOutbox).toHaveBeenLastCalledWith(
        expect.objectContaining({ currentPage: 2, rowsPerPage: 20 }),
      ),
    );
    expect(await screen.findByText('pessoa5@exemplo.com.br')).toBeTruthy();
  });

  it('sorts by a column on the gateway: a click asks ASC, a second DESC', async () => {
    const getOutbox = vi.fn().mockResolvedValue(page([mail(2), mail(1)], 2));
    portal(getOutbox);
    await screen.findByText('pessoa2@exemplo.com.br');
    const header = screen.getByRole('columnheader', { name: /^Para/ });
    fireEvent.click(within(header).getByText('Para'));
    await waitFor(() =>
      expect(api.getOutbox).toHaveBeenLastCalledWith({
        currentPage: 1,
        rowsPerPage: 20,
        sortField: 'To',
        sortOrder: 'ASC',
      }),
    );
    fireEvent.click(within(screen.getByRole('columnheader', { name: /^Para/ })).getByText('Para'));
    await waitFor(() =>
      expect(api.getOutbox).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortField: 'To', sortOrder: 'DESC' }),
      ),
    );
  });

  it('opens on the sort the link carries', async () => {
    portal(
      vi.fn().mockResolvedValue(page([mail(1)], 1)),
      admin,
      '/usuarios/emails?sort=Status&order=DESC',
    );
    await screen.findByText('pessoa1@exemplo.com.br');
    expect(api.getOutbox).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortField: 'Status', sortOrder: 'DESC' }),
    );
  });

  it('asks for no sort when the link names a field the call does not sort by', async () => {
    portal(
      vi.fn().mockResolvedValue(page([mail(1)], 1)),
      admin,
      '/usuarios/emails?sort=Text&order=ASC',
    );
    await screen.findByText('pessoa1@exemplo.com.br');
    expect(api.getOutbox).toHaveBeenLastCalledWith({ currentPage: 1, rowsPerPage: 20 });
  });

  it('exports every e-mail in the list’s order as a Brazilian CSV, without the e-mail text', async () => {
    const getOutbox = vi
      .fn()
      .mockResolvedValue(
        page(
          [
            mail(2, { Status: 'sent', SentAt: '2026-03-05T13:08:00.000Z' }),
            mail(1, { Status: 'failed', Error: 'connect ECONNREFUSED' }),
          ],
          2,
        ),
      );
    portal(getOutbox);
    await screen.findByText('pessoa2@exemplo.com.br');
    const exportButton = screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement;
    await waitFor(() => expect(exportButton.disabled).toBe(false));
    fireEvent.click(exportButton);
    await waitFor(() => expect(downloads).toHaveLength(1));
    // the export reads the gateway's pages of 100, in the list's sort
    expect(api.getOutbox).toHaveBeenLastCalledWith({
      currentPage: 1,
      rowsPerPage: 100,
      sortField: 'CreatedAt',
      sortOrder: 'DESC',
    });
    const [{ filename, blob }] = downloads;
    expect(filename).toBe(`emails-enviados-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    const lines = await csvLines(blob);
    expect(lines[0]).toBe('\uFEFFData;Para;Assunto;Situação;Enviado em;Erro');
    const at = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');
    expect(lines.slice(1, 3)).toEqual([
      `${at('2026-03-05T13:07:00.000Z')};pessoa2@exemplo.com.br;Assunto 2;Enviado;${at('2026-03-05T13:08:00.000Z')};`,
      `${at('2026-03-05T13:07:00.000Z')};pessoa1@exemplo.com.br;Assunto 1;Falhou;;connect ECONNREFUSED`,
    ]);
    expect(lines.join('\n')).not.toContain('primeiro-acesso');
  });

  it('is refused to a user without GERENCIAR_USUARIOS', async () => {
    portal(vi.fn(), analista);
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
  });
});

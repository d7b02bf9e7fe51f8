import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { ModalProvider } from '../../../src/components';
import { RequestDocumentsPanel } from '../../../src/components/parties/RequestDocumentsPanel';
import { createDataProvider } from '../../../src/providers/dataProvider';
import {
  type RequestDocumentOwner,
  requestDocumentCalls,
} from '../../../src/providers/requestDocumentOwners';
import { requestDocumentsAdapter } from '../../../src/providers/requestDocumentsApi';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';

let sequence = 0;
const doc = (fields: Partial<RequestDocument> & { Name: string }): RequestDocument => {
  sequence += 1;
  return {
    Id: sequence,
    UniqueId: `d0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    Description: null,
    Status: 'Pendente',
    ReviewNote: null,
    IsDeleted: false,
    DeletedAt: null,
    CreatedAt: '2026-03-01T12:00:00.000Z',
    RequestedByName: 'Ana Paula Ribeiro',
    Version: 1,
    Archives: [],
    ...fields,
  };
};
const archive = (name: string) => ({
  Id: 1,
  UniqueId: 'a0000000-0000-4000-8000-000000000001',
  Name: name,
  Extension: 'pdf',
  SizeBytes: 2048,
  CreatedAt: '2026-03-01T12:00:00.000Z',
});

const pending = doc({ Name: 'Contrato social', Archives: [archive('contrato.pdf')] });
const waiting = doc({
  Name: 'Cartão CNPJ',
  Status: 'Aguardando_Analise',
  Archives: [archive('cnpj.pdf')],
});
const refused = doc({
  Name: 'Balanço 2025',
  Status: 'Reprovado',
  ReviewNote: 'Sem assinatura do contador',
});
const removed = doc({
  Name: 'Procuração antiga',
  IsDeleted: true,
  DeletedAt: '2026-03-02T10:00:00.000Z',
  Version: 5,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls: { method: string; url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.includes('GetUrlFileDownload'))
    return json({ Response: 'http://x/files/a?sig=1', Errors: [] });
  if (method === 'GET') return json({ Response: [pending, waiting, refused, removed], Errors: [] });
  if (url.includes('sendRequestToAnalysis') || url.includes('SubmitDocumentToReview')) {
    return json({ Response: { SentCount: 1 }, Errors: [] });
  }
  return json({ Response: pending, Errors: [] });
});

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const holder: RequestDocumentOwner = {
  kind: 'policy_holder',
  uniqueId: 'c0000000-0000-4000-8000-000000000001',
};

const renderPanel = async (owner: RequestDocumentOwner, user: SessionUserInfo) => {
  render(
    renderInAdmin(
      <ModalProvider>
        <RequestDocumentsPanel owner={owner} />
      </ModalProvider>,
      user,
      '/',
      createDataProvider([]),
    ),
  );
  await screen.findByText('Contrato social');
};
const actionsOf = (name: string) => {
  const group = screen.queryByRole('group', { name: `Ações de ${name}` });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

describe('RequestDocumentsPanel', () => {
  it('shows each status with its label, the refusal reason and who asked, and lists deleted apart', async () => {
    await renderPanel(holder, admin);
    expect(calls[0].url).toBe(
      `/api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId?policyHolderUniqueId=${holder.uniqueId}`,
    );
    expect(screen.getAllByText('Pendente').length).toBeGreaterThan(0);
    expect(screen.getByText('Aguardando Análise')).toBeTruthy();
    expect(screen.getByText('Reprovado')).toBeTruthy();
    expect(screen.getByText('Motivo da reprovação: Sem assinatura do contador')).toBeTruthy();
    expect(screen.getAllByText('Solicitado por Ana Paula Ribeiro').length).toBe(3);
    expect(screen.queryByText('Procuração antiga')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Excluídos \(1\)/ }));
    expect(await screen.findByText('Procuração antiga')).toBeTruthy();
    expect(actionsOf('Procuração antiga')).toEqual(['Restaurar']);
  });

  it('gives the insurer every action the document status allows', async () => {
    await renderPanel(holder, admin);
    expect(screen.getByRole('button', { name: 'Novo documento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar para análise' })).toBeTruthy();
    expect(actionsOf('Contrato social')).toEqual([
      'Enviar arquivos',
      'Analisar',
      'Renomear',
      'Excluir',
    ]);
    expect(actionsOf('Cartão CNPJ')).toEqual(['Analisar', 'Renomear', 'Excluir']);
    expect(actionsOf('Balanço 2025')).toEqual(['Enviar arquivos', 'Renomear', 'Excluir']);
  });

  it('a view-only analyst sees the documents and downloads files but gets no action', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderPanel(holder, analista);
    expect(screen.queryByRole('button', { name: 'Novo documento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar para análise' })).toBeNull();
    expect(actionsOf('Contrato social')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar contrato.pdf' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://x/files/a?sig=1', '_blank', 'noopener'),
    );
    expect(calls.at(-1)?.url).toBe(
      '/api/Application/GetUrlFileDownload?ArchiveUniqueId=a0000000-0000-4000-8000-000000000001',
    );
  });

  it('a broker uploads and sends its nominated holder’s documents, but cannot request, rename or delete', async () => {
    await renderPanel(holder, corretor);
    expect(screen.queryByRole('button', { name: 'Novo documento' })).toBeNull();
    expect(actionsOf('Contrato social')).toEqual(['Enviar arquivos']);
    expect(actionsOf('Cartão CNPJ')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url === '/api/PolicyHolder/sendRequestToAnalysis')?.body,
      ).toEqual({
        PolicyHolderUniqueId: holder.uniqueId,
      }),
    );
    expect(await screen.findByText('Documentos enviados para análise: 1.')).toBeTruthy();
  });

  it('the broker’s own documents offer upload and "Enviar para revisão" (SubmitDocumentToReview)', async () => {
    await renderPanel({ kind: 'own_broker' }, corretor);
    expect(calls[0].url).toBe('/api/Broker/GetBrokerRequestDocuments');
    expect(screen.getByRole('button', { name: 'Enviar para revisão' })).toBeTruthy();
    expect(actionsOf('Contrato social')).toEqual(['Enviar arquivos']);
  });

  it('a refusal needs a reason before the verdict is sent', async () => {
    await renderPanel(holder, admin);
    const group = screen.getByRole('group', { name: 'Ações de Cartão CNPJ' });
    await userEvent.click(within(group).getByRole('button', { name: 'Analisar' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Reprovado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Motivo da reprovação: informe por que o documento foi reprovado.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.url.includes('ReviewRequestDocument'))).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo da reprovação/ }), 'Ilegível');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('ReviewRequestDocument'))?.body).toEqual({
        RequestDocumentUniqueId: waiting.UniqueId,
        Status: 'Reprovado',
        ReviewNote: 'Ilegível',
        Version: 1,
      }),
    );
  });

  it('deletes and restores a document with the Version it read', async () => {
    await renderPanel(holder, admin);
    const group = screen.getByRole('group', { name: 'Ações de Balanço 2025' });
    await userEvent.click(within(group).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('DeleteRequestDocument'))).toEqual({
        method: 'POST',
        url: '/api/PolicyHolder/DeleteRequestDocument',
        body: { RequestDocumentUniqueId: refused.UniqueId, Version: refused.Version },
      }),
    );
    // The dialog leaves the accessibility tree before MUI lifts aria-hidden from the page at the
    // end of its exit transition, so wait for the button itself rather than for the dialog to go.
    const showDeleted = await screen.findByRole(
      'button',
      { name: /Excluídos \(1\)/ },
      { timeout: 5000 },
    );
    await userEvent.click(showDeleted);
    const deleted = await screen.findByRole('group', { name: 'Ações de Procuração antiga' });
    await userEvent.click(within(deleted).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('RestoreRequestDocument'))).toEqual({
        method: 'POST',
        url: '/api/PolicyHolder/RestoreRequestDocument',
        body: { RequestDocumentUniqueId: removed.UniqueId, Version: 5 },
      }),
    );
  });

  it('reads broker documents’ archives through GetBrokerRequestDocumentArchives', async () => {
    for (const owner of [{ kind: 'broker', brokerId: 10 }, { kind: 'own_broker' }] as const) {
      calls.length = 0;
      await requestDocumentsAdapter(owner).archives?.(pending.UniqueId);
      expect(calls[0].url).toBe(
        `/api/Broker/GetBrokerRequestDocumentArchives?RequestDocumentUniqueId=${pending.UniqueId}`,
      );
    }
    expect(requestDocumentsAdapter(holder).archives).toBeUndefined();
  });

  it('offers for each owner exactly the calls its gateway routes have', () => {
    const owners: RequestDocumentOwner[] = [
      holder,
      { kind: 'policy_holder_limit', uniqueId: holder.uniqueId },
      { kind: 'insured', uniqueId: holder.uniqueId },
      { kind: 'broker', brokerId: 10 },
      { kind: 'own_broker' },
      { kind: 'insurer' },
      { kind: 'proposal', uniqueId: holder.uniqueId },
    ];
    for (const owner of owners) {
      const implemented = Object.keys(requestDocumentsAdapter(owner)).filter(
        (call) => call !== 'list',
      );
      expect([...implemented].sort(), owner.kind).toEqual(
        [...requestDocumentCalls[owner.kind]].sort(),
      );
    }
  });
});

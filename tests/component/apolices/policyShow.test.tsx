import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyBrief } from '../../../domain/contracts/policies';
import { type GatewayCall, stubGateway } from '../propostas/proposalFixtures';
import { admin, analista, corretor } from '../shell/fixtures';
import { cancellation, POLICY_ID, policyBrief, renderPolicyRoutes } from './policyFixtures';

const opened = vi.fn();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  opened.mockReset();
  vi.stubGlobal('open', opened);
});

/** The gateway with one policy; `writes` move it (or throw `{ status, errors }`). */
const policyGateway = (
  initial: PolicyBrief,
  extra: Record<string, (call: GatewayCall, current: PolicyBrief) => unknown> = {},
) => {
  let current = initial;
  const calls = stubGateway({
    'Policy/GetPolicyShortBrief': () => current,
    'Policy/GetHistory': () => [
      {
        Id: 2,
        Description: 'Apólice emitida.',
        ChangedByName: 'Carlos Corretor',
        ChangedAt: '2026-01-30T14:00:00.000Z',
      },
      {
        Id: 1,
        Description: 'Boleto da 1ª parcela pago (CNAB).',
        ChangedByName: 'Financeiro',
        ChangedAt: '2026-02-09T12:00:00.000Z',
      },
    ],
    'policy/GetNumberOfDaysToCancelPolicy': () => ({ Days: 30 }),
    'Policy/DownloadPolicyDocument': () => ({ UrlToDownload: 'https://arquivos/apolice.pdf' }),
    'Proposal/LoadIssuanceReport': () => ({
      UrlToDownloadIssuanceReport: 'https://arquivos/laudo.pdf',
    }),
    'Proposal/DownloadBankSlip': () => ({
      LinksToDownload: ['https://arquivos/boleto-1.pdf', 'https://arquivos/boleto-2.pdf'],
    }),
    'Policy/DownloadLastEndorsementDocument': () => {
      throw { status: 404, errors: ['Esta apólice ainda não tem endosso.'] };
    },
    ...Object.fromEntries(
      Object.entries(extra).map(([path, write]) => [
        path,
        (call: GatewayCall) => {
          const answer = write(call, current);
          if (path === 'Policy/UpdatePolicyRenewal') current = answer as PolicyBrief;
          return answer;
        },
      ]),
    ),
  });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { calls, callsTo, set: (next: PolicyBrief) => (current = next) };
};

const path = `/apolice/${POLICY_ID}`;
const heading = () => screen.findByRole('heading', { name: 'Apólice nº 0775.26.000101-4' });

describe('the policy detail', () => {
  it('shows the summary: status chip, parties, IS in figures and words, term and flags', async () => {
    const gateway = policyGateway(policyBrief());
    renderPolicyRoutes(corretor, path);
    await heading();
    expect(gateway.callsTo('Policy/GetPolicyShortBrief')[0].query).toEqual({
      policyUniqueId: POLICY_ID,
    });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Resumo', 'Endossos', 'Histórico', 'Documentos']);
    const chips = screen
      .getAllByText('Emitida')
      .map((chip) => chip.closest('[data-color]')?.getAttribute('data-color'));
    expect(chips).toContain('green');
    expect(screen.getByText('R$ 1.000.000,00')).toBeTruthy();
    expect(screen.getByText('(um milhão de reais)')).toBeTruthy();
    expect(screen.getByText('01/02/2026 a 31/07/2026')).toBeTruthy();
    expect(screen.getByText('2 parcelas')).toBeTruthy();
    expect(screen.getByText('15414.900123/2025-11')).toBeTruthy();
    expect(screen.getByText('12.845.037/0001-90', { exact: false })).toBeTruthy();
    expect(screen.getByText('01/07/2026')).toBeTruthy();
    expect(screen.queryByText('Cancelamento')).toBeNull();
  });

  it('shows a cancelled policy in danger with its cancellation and no cancel or renewal action', async () => {
    policyGateway(
      policyBrief({
        StatusId: 3,
        StatusName: 'Cancelada',
        CancelledAt: '2026-04-01',
        CancelReason: 'Contrato rescindido pelo segurado.',
        // the gateway answers the method's code; the card shows its name
        CancellationMethod: 'PRO_RATA',
        RefundValue: '1657.57',
      }),
    );
    renderPolicyRoutes(admin, path);
    await heading();
    const chip = screen.getAllByText('Cancelada')[0].closest('[data-color]');
    expect(chip?.getAttribute('data-color')).toBe('danger');
    expect(screen.getByText('Contrato rescindido pelo segurado.')).toBeTruthy();
    expect(screen.getByText('R$ 1.657,57')).toBeTruthy();
    expect(screen.getByText('Pro rata temporis')).toBeTruthy();
    expect(screen.queryByText('PRO_RATA')).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar apólice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar apólice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bloquear renovação' })).toBeNull();
  });

  it('lists the history and, without endorsements, offers "Solicitar endosso" to whoever may', async () => {
    const user = userEvent.setup();
    policyGateway(policyBrief());
    renderPolicyRoutes(corretor, path);
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Endossos' }));
    expect(await screen.findByText('Nenhum endosso para esta apólice.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar endosso' }).getAttribute('href')).toBe(
      `/apolices/endossos/alteracao/${POLICY_ID}/1`,
    );
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    const table = await screen.findByRole('table', { name: 'Histórico da apólice' });
    const [newest, older] = within(table).getAllByRole('row').slice(1);
    expect(within(newest).getByText('Boleto da 1ª parcela pago (CNAB).')).toBeTruthy();
    expect(within(older).getByText('Apólice emitida.')).toBeTruthy();
  });

  it('hides the actions the user may not take (an analyst only sees and downloads)', async () => {
    const user = userEvent.setup();
    policyGateway(policyBrief());
    renderPolicyRoutes(analista, path);
    await heading();
    expect(screen.getByRole('button', { name: 'Baixar apólice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar apólice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bloquear renovação' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Endossos' }));
    await screen.findByText('Nenhum endosso para esta apólice.');
    expect(screen.queryByRole('link', { name: 'Solicitar endosso' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    await screen.findByRole('button', { name: 'Apólice (PDF)' });
    expect(screen.queryByRole('button', { name: 'Laudo de emissão' })).toBeNull();
  });

  it('downloads the documents, shows the slips with their payment, and a missing endorsement as info', async () => {
    const user = userEvent.setup();
    const gateway = policyGateway(policyBrief());
    renderPolicyRoutes(admin, path);
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    const slips = await screen.findByRole('table', { name: 'Boletos e pagamento' });
    const [paid, open] = within(slips).getAllByRole('row').slice(1);
    expect(within(paid).getByText('Pago').closest('[data-color]')?.getAttribute('data-color')).toBe(
      'green',
    );
    expect(within(paid).getByText('09/02/2026 · R$ 1.232,88')).toBeTruthy();
    expect(within(paid).getByText('Retorno bancário (CNAB)')).toBeTruthy();
    expect(within(open).getByText('Em aberto')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apólice (PDF)' }));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://arquivos/apolice.pdf', '_blank', 'noopener'),
    );
    expect(gateway.callsTo('Policy/DownloadPolicyDocument')[0].query).toEqual({
      ProposalUniqueId: '5f0c1b2a-0000-4000-8000-000000000042',
      endorsement: 'false',
    });
    await user.click(screen.getByRole('button', { name: 'Laudo de emissão' }));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://arquivos/laudo.pdf', '_blank', 'noopener'),
    );
    expect(gateway.callsTo('Proposal/LoadIssuanceReport')[0].query).toEqual({
      proposalUniqueId: '5f0c1b2a-0000-4000-8000-000000000042',
    });
    await user.click(screen.getByRole('button', { name: 'Boletos' }));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://arquivos/boleto-2.pdf', '_blank', 'noopener'),
    );
    await user.click(screen.getByRole('button', { name: 'Último endosso' }));
    const notice = await screen.findByText('Esta apólice ainda não tem endosso.');
    // an info notification, not an error one (react-admin marks only the others)
    const content = notice.closest('.MuiSnackbarContent-root');
    expect(content).toBeTruthy();
    expect(content?.className).not.toMatch(/RaNotification-error/);
  });
});

describe('the internal cancellation', () => {
  it('asks the reason, shows the simulated refund, then cancels with the Version read', async () => {
    const user = userEvent.setup();
    const gateway = policyGateway(policyBrief(), {
      'Policy/InternalCancelPolicy': (call, current) =>
        cancellation(current, { Saved: !(call.body as { Simulate: boolean }).Simulate }),
    });
    renderPolicyRoutes(admin, path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancelar apólice' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancelar a apólice nº 0775.26.000101-4',
    });
    expect(
      await within(dialog).findByText(/Prazo de cancelamento parametrizado: 30 dias\./),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Calcular restituição' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeTruthy();
    expect(gateway.callsTo('Policy/InternalCancelPolicy')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Confirmar cancelamento' })).toBeNull();

    // pasted, not typed key by key: the test stays well within its time under load
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }));
    await user.paste('Contrato rescindido.');
    await user.click(within(dialog).getByRole('button', { name: 'Calcular restituição' }));
    const refund = await within(dialog).findByRole('region', { name: 'Restituição calculada' });
    expect(within(refund).getByText('Pro rata temporis')).toBeTruthy();
    expect(within(refund).getByText('59 de 180')).toBeTruthy();
    expect(within(refund).getByText('R$ 808,18')).toBeTruthy();
    expect(within(refund).getByText('R$ 1.657,57')).toBeTruthy();
    const [simulated] = gateway.callsTo('Policy/InternalCancelPolicy');
    expect(simulated.method).toBe('POST');
    expect(simulated.query).toEqual({ policyNumber: '0775.26.000101-4' });
    expect(simulated.body).toEqual({ Reason: 'Contrato rescindido.', Simulate: true, Version: 4 });

    gateway.set(policyBrief({ StatusId: 3, StatusName: 'Cancelada', Version: 5 }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, confirmed] = gateway.callsTo('Policy/InternalCancelPolicy');
    expect(confirmed.body).toEqual({ Reason: 'Contrato rescindido.', Simulate: false, Version: 4 });
    expect(await screen.findByText('Apólice nº 0775.26.000101-4 cancelada.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancelar apólice' })).toBeNull(),
    );
  });

  it('keeps the dialog and the typed reason with the gateway message on a 409', async () => {
    const user = userEvent.setup();
    policyGateway(policyBrief(), {
      'Policy/InternalCancelPolicy': (call, current) => {
        if ((call.body as { Simulate: boolean }).Simulate) return cancellation(current);
        throw {
          status: 409,
          errors: ['A apólice foi alterada por outra pessoa. Recarregue a página.'],
        };
      },
    });
    renderPolicyRoutes(admin, path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancelar apólice' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ });
    await user.click(reason);
    await user.paste('Contrato rescindido.');
    await user.click(within(dialog).getByRole('button', { name: 'Calcular restituição' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmar cancelamento' }));
    expect(
      await within(dialog).findByText(
        'A apólice foi alterada por outra pessoa. Recarregue a página.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((reason as HTMLTextAreaElement).value).toBe('Contrato rescindido.');
  });
});

describe('the renewal block', () => {
  it('blocks and unblocks the renewal with the Version read', async () => {
    const user = userEvent.setup();
    const gateway = policyGateway(policyBrief(), {
      'Policy/UpdatePolicyRenewal': (call, current) => {
        const body = call.body as { RenewalBlocked: boolean };
        return { ...current, RenewalBlocked: body.RenewalBlocked, Version: current.Version + 1 };
      },
    });
    renderPolicyRoutes(admin, path);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Bloquear renovação' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Renovação bloqueada.')).toBeTruthy();
    const [block] = gateway.callsTo('Policy/UpdatePolicyRenewal');
    expect(block.method).toBe('PUT');
    expect(block.body).toEqual({ PolicyUniqueId: POLICY_ID, RenewalBlocked: true, Version: 4 });
    expect(
      await screen.findByText('A renovação desta apólice está bloqueada: ela não será renovada.'),
    ).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Desbloquear renovação' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(gateway.callsTo('Policy/UpdatePolicyRenewal')).toHaveLength(2));
    expect(gateway.callsTo('Policy/UpdatePolicyRenewal')[1].body).toEqual({
      PolicyUniqueId: POLICY_ID,
      RenewalBlocked: false,
      Version: 5,
    });
  });

  it('says so when the policy is not found', async () => {
    stubGateway({
      'Policy/GetPolicyShortBrief': () => {
        throw { status: 404, errors: ['Apólice não encontrada.'] };
      },
    });
    renderPolicyRoutes(corretor, path);
    expect(await screen.findByText('Apólice não encontrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para as apólices' }).getAttribute('href')).toBe(
      '/apolices',
    );
  });
});

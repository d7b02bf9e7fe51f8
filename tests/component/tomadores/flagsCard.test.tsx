import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyHolderDetail } from '../../../domain/policyHolders';
import { type FlagsCardProps, FlagsCard } from '../../../resources/tomadores/FlagsCard';
import { useHolderAccess } from '../../../resources/tomadores/holderAccess';
import * as api from '../../../resources/tomadores/policyHoldersApi';
import { ModalProvider } from '../../../src/components';
import { canAccess } from '../../../src/providers/canAccess';
import type { SessionUserInfo } from '../../../src/providers/types';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';

vi.mock('../../../resources/tomadores/policyHoldersApi', () => ({
  invertBlock: vi.fn(),
  invertIgnoreCcg: vi.fn(),
  setAnnualInstallment: vi.fn(),
}));

afterEach(cleanup);
beforeEach(() => vi.mocked(api.invertBlock).mockReset());

const holder = {
  Id: 7,
  UniqueId: '11111111-2222-4333-8444-555555555555',
  Name: 'Construtora Alvorada Ltda.',
  CpfCnpj: '12845037000190',
  IsActive: true,
  IsBlocked: false,
  IsRestrictiveBlocked: false,
  IgnoreCcgSignature: false,
  EnableAnnualInstallments: true,
  Version: 4,
} as PolicyHolderDetail;

/** As the holder screen passes them: the actions react-admin's canAccess allows. */
const FlagsCardWithAccess = (props: Omit<FlagsCardProps, 'permissions'>) => {
  const { can, isPending } = useHolderAccess();
  return isPending ? null : <FlagsCard {...props} permissions={can} />;
};

const renderCard = (signedIn: SessionUserInfo) => {
  const reloads: unknown[] = [];
  const reload = <T,>(write: Promise<T>) => {
    reloads.push(write);
    return write;
  };
  render(
    renderInAdmin(
      <ModalProvider>
        <FlagsCardWithAccess holder={holder} reload={reload} />
      </ModalProvider>,
      signedIn,
      `/tomador/${holder.UniqueId}`,
      createDataProvider([tomadoresProvider]),
    ),
  );
  return { reloads };
};

describe('the flags of a policy holder', () => {
  it('asks a justification before blocking and sends it with the Version read', async () => {
    const user = userEvent.setup();
    vi.mocked(api.invertBlock).mockResolvedValue({ Value: true, Version: 5 });
    const { reloads } = renderCard(admin);
    await user.click(await screen.findByRole('switch', { name: 'Bloqueado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear tomador' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Informe a justificativa.')).toBeTruthy();
    expect(api.invertBlock).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Justificativa/ }),
      'Protestos em cartório.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(api.invertBlock).toHaveBeenCalledWith(
        'blocked',
        holder.UniqueId,
        'Protestos em cartório.',
        4,
      ),
    );
    expect(reloads).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Bloquear tomador' })).toBeNull(),
    );
  });

  it('keeps the dialog and the text when the gateway refuses, showing its message', async () => {
    const user = userEvent.setup();
    vi.mocked(api.invertBlock).mockRejectedValueOnce(
      new HttpError('x', 409, {
        Errors: ['Este tomador foi alterado por outra pessoa. Recarregue a página.'],
      }),
    );
    renderCard(admin);
    await user.click(await screen.findByRole('switch', { name: 'Bloqueio restritivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar bloqueio restritivo' });
    const field = within(dialog).getByRole('textbox', { name: /Justificativa/ });
    await user.type(field, 'Restrição na Receita Federal.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Este tomador foi alterado por outra pessoa. Recarregue a página.'),
    ).toBeTruthy();
    expect(api.invertBlock).toHaveBeenCalledWith(
      'restrictive',
      holder.UniqueId,
      'Restrição na Receita Federal.',
      4,
    );
    expect((field as HTMLTextAreaElement).value).toBe('Restrição na Receita Federal.');
  });

  it('sets annual instalments with the Version read', async () => {
    const user = userEvent.setup();
    vi.mocked(api.setAnnualInstallment).mockResolvedValue({ Value: false, Version: 5 });
    const { reloads } = renderCard(admin);
    await user.click(await screen.findByRole('switch', { name: 'Parcelamento anual habilitado' }));
    await waitFor(() =>
      expect(api.setAnnualInstallment).toHaveBeenCalledWith(holder.UniqueId, false, 4),
    );
    expect(reloads).toHaveLength(1);
  });

  it('leaves the toggles read-only for an analyst and for a broker', async () => {
    for (const signedIn of [analista, corretor]) {
      renderCard(signedIn);
      await screen.findByRole('switch', { name: 'Bloqueado' });
      for (const name of ['Bloqueado', 'Bloqueio restritivo', 'Ignorar assinatura de CCG']) {
        expect(screen.getByRole('switch', { name })).toHaveProperty('disabled', true);
      }
      cleanup();
    }
  });
});

describe('holder actions', () => {
  const can = (user: SessionUserInfo, action: string) =>
    canAccess({ resource: 'tomadores', action }, user);

  it('lets a broker manage its holders but not block them or decide nominations', () => {
    for (const action of ['block', 'restrictiveBlock', 'decideNomination']) {
      expect(can(corretor, action), action).toBe(false);
    }
    for (const action of [
      'edit',
      'block',
      'restrictiveBlock',
      'ignoreCcg',
      'calculateLimits',
      'decideNomination',
    ]) {
      expect(can(admin, action), action).toBe(true);
    }
    expect(can(analista, 'edit')).toBe(false);
    expect(can(analista, 'block')).toBe(false);
    expect(can(admin, 'checkProposal')).toBe(true);
    expect(can(corretor, 'checkProposal')).toBe(true);
  });
});

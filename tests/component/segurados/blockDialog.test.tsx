import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInsuredAccess } from '../../../resources/segurados/insuredAccess';
import {
  InsuredDataCard,
  type InsuredDataCardProps,
} from '../../../resources/segurados/InsuredDataCard';
import { ModalProvider } from '../../../src/components';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

afterEach(cleanup);

/** As the insured screen passes them: the actions react-admin's canAccess allows. */
const CardWithAccess = (props: Omit<InsuredDataCardProps, 'permissions'>) => {
  const { can, isPending } = useInsuredAccess();
  return isPending ? null : <InsuredDataCard {...props} permissions={can} />;
};

const renderCard = (signedIn: SessionUserInfo, insured = insuredDetail()) => {
  const handlers = {
    onRename: vi.fn(async () => undefined),
    onBranchChange: vi.fn(async () => undefined),
    onBlockedChange: vi.fn(async (_isBlocked: boolean, _justify: string) => undefined),
  };
  render(
    renderInAdmin(
      <ModalProvider>
        <CardWithAccess insured={insured} {...handlers} />
      </ModalProvider>,
      signedIn,
      `/segurado/${insured.UniqueId}`,
    ),
  );
  return handlers;
};

describe('blocking an insured', () => {
  it('refuses an empty or short justification and sends a valid one', async () => {
    const user = userEvent.setup();
    const { onBlockedChange } = renderCard(admin);
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear segurado' });
    const confirm = () =>
      user.click(
        screen.getAllByRole('button', { name: 'Bloquear' }).find((b) => dialog.contains(b))!,
      );
    await confirm();
    expect(await screen.findByText('Informe a justificativa.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Justificativa/ }), 'curta');
    await confirm();
    expect(await screen.findByText('Escreva ao menos 10 caracteres.')).toBeTruthy();
    expect(onBlockedChange).not.toHaveBeenCalled();
    await user.type(
      screen.getByRole('textbox', { name: /Justificativa/ }),
      ' demais: CND vencida ',
    );
    await confirm();
    await waitFor(() =>
      expect(onBlockedChange).toHaveBeenCalledWith(true, 'curta demais: CND vencida'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and what was typed when the gateway refuses, showing its message', async () => {
    const user = userEvent.setup();
    const { onBlockedChange } = renderCard(
      admin,
      insuredDetail({ IsBlocked: true, BlockJustify: 'Execução fiscal em andamento.' }),
    );
    expect(await screen.findByText('Justificativa: Execução fiscal em andamento.')).toBeTruthy();
    onBlockedChange.mockRejectedValueOnce(
      new HttpError('x', 409, { Errors: ['O segurado já está desbloqueado.'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await screen.findByRole('dialog', { name: 'Desbloquear segurado' });
    const field = screen.getByRole('textbox', { name: /Justificativa/ });
    await user.type(field, 'Certidão regularizada.');
    const buttons = screen.getAllByRole('button', { name: 'Desbloquear' });
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('O segurado já está desbloqueado.')).toBeTruthy();
    expect(onBlockedChange).toHaveBeenCalledWith(false, 'Certidão regularizada.');
    expect((field as HTMLTextAreaElement).value).toBe('Certidão regularizada.');
  });

  it('is read-only for view-only users: no block, rename or branch switch', async () => {
    for (const signedIn of [analista, corretor]) {
      renderCard(signedIn);
      expect(await screen.findByText('Prefeitura Municipal de São Paulo')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Alterar nome' })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'Setor privado' })).toBeNull();
      cleanup();
    }
  });

  it('changes the branch with the switch', async () => {
    const user = userEvent.setup();
    const { onBranchChange } = renderCard(admin);
    expect(await screen.findByText('Setor público (0775)')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Setor privado' }));
    await waitFor(() => expect(onBranchChange).toHaveBeenCalledWith(true));
  });
});

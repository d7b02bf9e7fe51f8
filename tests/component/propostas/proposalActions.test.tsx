import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProposalActions } from '../../../resources/propostas/ProposalActions';
import { ModalProvider } from '../../../src/components';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, corretor, renderInAdmin } from '../shell/fixtures';
import { PROPOSAL_ID, proposalDetail } from './proposalFixtures';

afterEach(cleanup);

const renderActions = (user: SessionUserInfo, allowed: string[]) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <ProposalActions
          proposal={proposalDetail({ AllowedActions: allowed })}
          onChanged={async () => undefined}
        />
      </ModalProvider>,
      user,
    ),
  );

describe('the proposal actions: the insurer’s rate', () => {
  it('leads insurer staff to the financial step when the gateway allows changing the rate', async () => {
    renderActions(admin, ['changeRate', 'requestAdjustment']);
    const link = await screen.findByRole('link', { name: 'Alterar taxa' });
    expect(link.getAttribute('href')).toBe(
      `/propostas/nova-proposta-new/dados-financeiros/${PROPOSAL_ID}`,
    );
  });

  it('offers it to nobody else, nor when the gateway does not allow it', async () => {
    renderActions(admin, ['requestAdjustment']);
    await screen.findByRole('button', { name: 'Solicitar ajuste' });
    expect(screen.queryByRole('link', { name: 'Alterar taxa' })).toBeNull();
    cleanup();
    // a broker's user type is not insurer staff, whatever AllowedActions says
    renderActions(corretor, ['edit', 'changeRate']);
    await screen.findByRole('link', { name: 'Editar' });
    expect(screen.queryByRole('link', { name: 'Alterar taxa' })).toBeNull();
  });
});

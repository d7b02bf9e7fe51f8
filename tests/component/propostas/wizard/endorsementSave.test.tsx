import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holderB,
  PROPOSAL_ID,
  proposalFixture,
  renderWizard,
  wizardProvider,
} from './wizardFixtures';

afterEach(cleanup);

/** The wizard on a draft of this emission type, with both save calls watched. */
const draftOfType = (EmissionProposalType: number) => {
  const draft = proposalFixture({ EmissionProposalType });
  const updateProposal = vi.fn(async () => draft);
  const updateProposalEndorsement = vi.fn(async () => draft);
  const provider = wizardProvider({
    getOne: vi.fn(async () => ({ data: { ...draft, id: PROPOSAL_ID } })),
    updateProposal,
    updateProposalEndorsement,
  });
  return { provider, updateProposal, updateProposalEndorsement };
};

/** Changes the draft's holder and saves the step. */
const saveHolderStep = async () => {
  const user = userEvent.setup();
  const input = await screen.findByRole('combobox', { name: /Tomador/ });
  await user.clear(input);
  await user.type(input, 'Construtora');
  await user.click(await screen.findByRole('option', { name: /Horizonte/ }, { timeout: 3000 }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
};

const holderPath = `/propostas/nova-proposta-new/dados-tomador?proposta=${PROPOSAL_ID}`;

describe('the wizard’s save of an endorsement proposal', () => {
  it('saves an endorsement draft (EmissionProposalType 3) through UpdateProposalEndorsement', async () => {
    const { provider, updateProposal, updateProposalEndorsement } = draftOfType(3);
    renderWizard(holderPath, provider);
    await saveHolderStep();
    await waitFor(() => expect(updateProposalEndorsement).toHaveBeenCalledTimes(1));
    expect(updateProposalEndorsement).toHaveBeenCalledWith(
      expect.objectContaining({
        UniqueId: PROPOSAL_ID,
        Version: 3,
        PolicyHolderUniqueId: holderB.UniqueId,
      }),
    );
    expect(updateProposal).not.toHaveBeenCalled();
  });

  it('saves any other draft through UpdateProposal', async () => {
    const { provider, updateProposal, updateProposalEndorsement } = draftOfType(1);
    renderWizard(holderPath, provider);
    await saveHolderStep();
    await waitFor(() => expect(updateProposal).toHaveBeenCalledTimes(1));
    expect(updateProposal).toHaveBeenCalledWith(
      expect.objectContaining({ UniqueId: PROPOSAL_ID, Version: 3 }),
    );
    expect(updateProposalEndorsement).not.toHaveBeenCalled();
  });
});

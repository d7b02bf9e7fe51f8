import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROPOSAL_ID, proposalFixture, renderWizard, wizardProvider } from './wizardFixtures';

afterEach(cleanup);

const summaryPath = `/propostas/nova-proposta-new/resumo-da-proposta?proposta=${PROPOSAL_ID}`;
const RETROACTIVE =
  'A data de início de vigência não pode ser anterior a 12/03/2026: a modalidade "Licitante" permite no máximo 30 dias de retroatividade.';

const savedQuote = () => {
  const provider = wizardProvider();
  const proposal = proposalFixture({
    ModalityId: 5,
    Modality: { Id: 5, Name: 'Licitante', GroupName: 'Licitações' },
    StartDate: '2026-02-01',
    EndDate: '2026-07-31',
    DeadlineDays: 180,
  });
  provider.getOne.mockResolvedValue({ data: { ...proposal, id: PROPOSAL_ID } });
  return provider;
};

describe('wizard step 4: resumo-da-proposta', () => {
  it('says when the saved start date is no longer allowed (ValidateRetroactivityDays)', async () => {
    const provider = savedQuote();
    provider.validateRetroactivityDays.mockResolvedValue({
      IsValid: false,
      Messages: [RETROACTIVE],
    });
    renderWizard(summaryPath, provider);
    const message = await screen.findByText(RETROACTIVE);
    expect(provider.validateRetroactivityDays).toHaveBeenCalledWith(PROPOSAL_ID);
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('A vigência precisa de ajuste antes do envio')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Corrigir a vigência' }).getAttribute('href'),
    ).toBe(`/propostas/nova-proposta-new/dados-de-risco?proposta=${PROPOSAL_ID}`);
    // the summary itself is still there
    expect(screen.getByText('01/02/2026 a 31/07/2026 (180 dias)')).toBeTruthy();
  });

  it('shows no alert while the term is within the modality’s limits', async () => {
    const provider = savedQuote();
    renderWizard(summaryPath, provider);
    expect(await screen.findByText('01/02/2026 a 31/07/2026 (180 dias)')).toBeTruthy();
    await waitFor(() =>
      expect(provider.validateRetroactivityDays).toHaveBeenCalledWith(PROPOSAL_ID),
    );
    // the answer has arrived and been drawn
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

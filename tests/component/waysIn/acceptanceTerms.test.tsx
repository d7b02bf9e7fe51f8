import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptanceTermsPage } from '../../../src/pages/acceptanceTerms/AcceptanceTermsPage';
import type { AcceptanceTerm } from '../../../src/providers/waysInApi';
import { corretor, renderInAdmin } from '../shell/fixtures';

const term = (ProposalType: number, html: string): AcceptanceTerm => ({
  Id: ProposalType,
  ProposalType,
  Version: 2,
  HTML: html,
  PublishedAt: '2026-03-10T13:45:00.000Z',
});

describe('/termos-aceite', () => {
  it('shows the term of the chosen proposal type, sanitised', async () => {
    const getLastCompanyAcceptanceTerm = vi.fn(async (type: number) =>
      type === 1
        ? term(
            1,
            '<h2>Termo da proposta</h2><script>window.hacked = true</script><p onclick="x()">Declaro…</p>',
          )
        : term(2, '<h2>Termo de renovação</h2>'),
    );
    render(
      renderInAdmin(<AcceptanceTermsPage />, corretor, '/termos-aceite', {
        getLastCompanyAcceptanceTerm,
      } as object),
    );

    const article = await screen.findByRole('article', { name: 'Cotação e proposta (emissão)' });
    expect(within(article).getByRole('heading', { name: 'Termo da proposta' })).toBeTruthy();
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onclick');
    expect(article.textContent).toContain('Versão 2 · publicada em 10/03/2026');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de proposta' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Renovação' }));
    expect(await screen.findByRole('heading', { name: 'Termo de renovação' })).toBeTruthy();
    expect(getLastCompanyAcceptanceTerm).toHaveBeenLastCalledWith(2);
  });

  it('says so when the tenant has no term for the type', async () => {
    const getLastCompanyAcceptanceTerm = vi.fn(async () => {
      throw new Error('Nenhum termo de aceite publicado para este tipo de proposta.');
    });
    render(
      renderInAdmin(<AcceptanceTermsPage />, corretor, '/termos-aceite', {
        getLastCompanyAcceptanceTerm,
      } as object),
    );
    expect(
      await screen.findByText('Nenhum termo de aceite publicado para este tipo de proposta.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

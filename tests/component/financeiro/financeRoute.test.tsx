import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, analista, corretor, portalAt } from '../shell/fixtures';
import { filesPage, stubGateway } from './financeFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the finance route', () => {
  it('opens the CNAB return page for insurer staff who manage proposals', async () => {
    stubGateway({ 'Finance/GetCnabReturnFiles': () => filesPage() });
    render(portalAt('/financeiro/retorno-cnab', admin));
    expect(await screen.findByTestId('page-financeiro-retorno-cnab')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Retorno bancário (CNAB 240)' }),
    ).toBeTruthy();
  });

  it('sends a broker, and staff who do not manage proposals, to the 401 page', async () => {
    const { unmount } = render(portalAt('/financeiro/retorno-cnab', corretor));
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
    unmount();
    render(portalAt('/financeiro/retorno-cnab', analista));
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
  });
});

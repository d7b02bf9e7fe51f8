import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, analista, corretor, portalAt } from './fixtures';

beforeEach(() => window.localStorage.clear());

/** The placeholder screen that opened, by its heading. */
const placeholderTitled = async (title: string) => {
  const page = await screen.findByTestId('page-placeholder');
  return within(page).getByRole('heading', { name: title });
};

describe('navigation guard', () => {
  it('sends a visitor without a session from a signed-in screen to sign-in', async () => {
    render(portalAt('/kanban', null));
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.queryByTestId('page-placeholder')).toBeNull();
  });

  it('sends the root of a visitor without a session to sign-in', async () => {
    render(portalAt('/', null));
    expect(await screen.findByTestId('page-login')).toBeTruthy();
  });

  it('sends a user lacking the permission to the 401 page', async () => {
    render(portalAt('/parametrizacao/menu', analista));
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
    expect(screen.getByText('Acesso não autorizado')).toBeTruthy();
  });

  it('sends a broker away from the insurer view of proposals', async () => {
    render(portalAt('/propostas-seguradora', corretor));
    expect(await screen.findByTestId('page-error-401')).toBeTruthy();
  });

  it('sends an unknown path to the 404 page, signed in or not', async () => {
    const { unmount } = render(portalAt('/nao-existe', analista));
    expect(await screen.findByTestId('page-error-404')).toBeTruthy();
    unmount();
    render(portalAt('/nao-existe', null));
    expect(await screen.findByTestId('page-error-404')).toBeTruthy();
  });

  it('sends an unknown nested path of a signed-in user to the 404 page', async () => {
    render(portalAt('/propostas/nada/por/aqui', analista));
    expect(await screen.findByTestId('page-error-404')).toBeTruthy();
  });

  it('sends a signed-in user on sign-in to the home menu', async () => {
    render(portalAt('/login', analista));
    expect(await screen.findByTestId('page-kanban')).toBeTruthy();
    expect(screen.queryByTestId('page-login')).toBeNull();
  });

  it("sends a broker's home redirect to the broker view of proposals", async () => {
    render(portalAt('/redirect-to-home', corretor));
    const page = await screen.findByTestId('page-propostas');
    expect(within(page).getByRole('heading', { name: 'Propostas', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('menu-item-propostas')).toBeTruthy();
  });

  it('opens an allowed screen inside the layout with its pt-BR placeholder', async () => {
    // the endorsements list is the next issue's (the policies' own screens are built)
    render(portalAt('/apolices/endossos', corretor));
    expect(await placeholderTitled('Endossos')).toBeTruthy();
    expect(
      screen.getByText('Esta área ainda não está disponível nesta versão do Aval.'),
    ).toBeTruthy();
    expect(screen.getByTestId('menu-item-apolices')).toBeTruthy();
  });

  it('opens the advisor sign-in with its own title', async () => {
    render(portalAt('/login/assessor', null));
    expect(await screen.findByRole('heading', { name: 'Acesso do assessor' })).toBeTruthy();
  });

  it('matches the directory-service callback inside one path segment', async () => {
    render(portalAt('/login-ad-garantia-callback', null));
    // the callback page itself (tests/component/waysIn): without a code it says so
    expect(await screen.findByTestId('page-directory-callback')).toBeTruthy();
  });

  it('opens parameterisation on its menu page for an administrator', async () => {
    render(portalAt('/parametrizacao', admin));
    const page = await screen.findByTestId('page-parametrizacao-menu');
    expect(within(page).getByRole('heading', { name: 'Parametrização', level: 1 })).toBeTruthy();
  });

  it('sends an unknown parameterisation path to the 404 page', async () => {
    render(portalAt('/parametrizacao/nao-existe', admin));
    expect(await screen.findByTestId('page-error-404')).toBeTruthy();
  });

  it('opens the payment parameters screen for an administrator', async () => {
    render(portalAt('/parametrizacao/pagamentos', admin));
    const page = await screen.findByTestId('page-pagamentos');
    expect(
      within(page).getByRole('heading', { name: 'Parâmetros de pagamento', level: 1 }),
    ).toBeTruthy();
  });
});

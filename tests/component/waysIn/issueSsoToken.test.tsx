import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IssueSsoTokenButton } from '../../../src/pages/sso/IssueSsoTokenButton';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

const issued = {
  Token: 'tok',
  Url: 'http://localhost/acesso/credentials-asd/tok/%2Fpropostas',
  ExpiresAt: '2026-03-10T13:45:00.000Z',
};

describe('IssueSsoTokenButton', () => {
  it('issues a one-time link for the user and copies it', async () => {
    const issueSsoToken = vi.fn(async () => issued);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      renderInAdmin(<IssueSsoTokenButton userUniqueId="u-1" />, admin, '/', {
        issueSsoToken,
      } as object),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Gerar acesso único' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar link de acesso único' });
    fireEvent.change(within(dialog).getByLabelText('Abrir após entrar (opcional)'), {
      target: { value: ' /propostas ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar link' }));

    const link = (await within(dialog).findByLabelText('Link de acesso')) as HTMLInputElement;
    expect(link.value).toBe(issued.Url);
    expect(issueSsoToken).toHaveBeenCalledWith('u-1', '/propostas');
    expect(dialog.textContent).toMatch(/Válido até \d{2}:\d{2}\. Uso único\./);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(issued.Url));
  });

  it('is not shown to someone who may not manage users', async () => {
    render(renderInAdmin(<IssueSsoTokenButton userUniqueId="u-1" />, analista, '/', {}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Gerar acesso único' })).toBeNull();
  });
});

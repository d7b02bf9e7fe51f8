import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ModalsApi, modalService, useModals } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

let api: ModalsApi;
const Capture = () => {
  // Test-only: hand the hook's API to the test body.
  // eslint-disable-next-line react-hooks/globals
  api = useModals();
  return null;
};

const renderModals = () => renderWithAdmin(<Capture />);

const DEFAULT_ERROR = 'Algo inesperado aconteceu! Por favor contate o administrador do sistema.';

afterEach(() => {
  vi.useRealTimers();
});

describe('ErrorModal through useModals().showError', () => {
  it('shows a list of messages as bullet items under the title Atenção!', async () => {
    renderModals();
    let closed = false;
    act(() => {
      api.showError(['CPF inválido', 'Telefone inválido.', 'CNPJ inválido']).then(() => {
        closed = true;
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CPF inválido',
      'Telefone inválido.',
      'CNPJ inválido',
    ]);
    expect(within(dialog).queryByText(DEFAULT_ERROR)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toBe(true);
  });

  it('shows the default text when called without messages', async () => {
    renderModals();
    act(() => {
      api.showError();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText(DEFAULT_ERROR)).toBeTruthy();
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a single string as plain text', async () => {
    renderModals();
    act(() => {
      api.showError('Usuário inativo.');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('Usuário inativo.')).toBeTruthy();
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('SuccessModal through useModals().showSuccess', () => {
  it('shows the default text and closes by itself after autoCloseMs, then leaves the DOM', async () => {
    vi.useFakeTimers();
    renderModals();
    let closed = false;
    act(() => {
      api.showSuccess(undefined, { autoCloseMs: 1500 }).then(() => {
        closed = true;
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Sucesso' });
    expect(within(dialog).getByText('Operação realizada com sucesso!')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByRole('dialog', { name: 'Sucesso' })).toBeTruthy();
    expect(closed).toBe(false);

    act(() => vi.advanceTimersByTime(100));
    // Closed, but still animating out for the 200 ms removal delay.
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Operação realizada com sucesso!')).toBeNull();
    await act(async () => {});
    expect(closed).toBe(true);
  });

  it('stays open without autoCloseMs and shows a custom message', () => {
    vi.useFakeTimers();
    renderModals();
    act(() => {
      api.showSuccess('Proposta enviada.');
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('dialog', { name: 'Sucesso' })).toBeTruthy();
    expect(screen.getByText('Proposta enviada.')).toBeTruthy();
  });
});

describe('LoadingModal through useModals().showLoading', () => {
  it('shows Aguarde with a progress indicator until the returned function is called', async () => {
    renderModals();
    let close = () => {};
    act(() => {
      close = api.showLoading();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aguarde' });
    expect(within(dialog).getByText('Estamos processando a solicitação.')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Aguarde' })).toBeTruthy();

    act(() => close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ConfirmDialog through useModals().confirm', () => {
  it('resolves true when Confirmar is clicked', async () => {
    renderModals();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = api.confirm({ title: 'Excluir documento', message: 'Deseja excluir o documento?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Excluir documento' });
    expect(within(dialog).getByText('Deseja excluir o documento?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false when Cancelar is clicked', async () => {
    renderModals();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = api.confirm({ title: 'Excluir documento', message: 'Deseja excluir o documento?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Excluir documento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when dismissed with Escape', async () => {
    renderModals();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = api.confirm({ title: 'Sair', message: 'Deseja sair?' });
    });
    await screen.findByRole('dialog', { name: 'Sair' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});

describe('modalService', () => {
  it('opens the modals of the mounted provider from outside React', async () => {
    renderModals();
    act(() => {
      modalService.showError('Erro ao tentar executar a solicitação.');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('Erro ao tentar executar a solicitação.')).toBeTruthy();
  });
});

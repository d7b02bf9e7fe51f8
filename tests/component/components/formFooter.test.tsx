import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('FormFooter', () => {
  it('submits the form around it and shows the messages joined in an alert', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithAdmin(
      <form onSubmit={onSubmit}>
        <FormFooter
          messages={['CNPJ inválido.', 'Tente de novo.']}
          saving={false}
          saveLabel="Salvar"
        />
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('CNPJ inválido. Tente de novo.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('runs onSave instead of submitting, with the extra button at its left', async () => {
    const onSave = vi.fn();
    renderWithAdmin(
      <FormFooter
        messages={[]}
        saving={false}
        saveLabel="Salvar"
        onSave={onSave}
        extra={<button type="button">Adicionar sócio</button>}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Adicionar sócio', 'Salvar']);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('lists messages one a line, disables Save while saving and hides it for readers', () => {
    const { unmount } = renderWithAdmin(
      <FormFooter messages={['Um.', 'Dois.']} lines saving saveLabel="Salvar" />,
    );
    expect(screen.getByRole('alert').querySelectorAll('div > div').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    unmount();
    renderWithAdmin(<FormFooter messages={[]} saving={false} saveLabel="Salvar" canSave={false} />);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});

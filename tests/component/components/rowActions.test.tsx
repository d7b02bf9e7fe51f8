import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionButton, useRowAction } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('RowActionButton', () => {
  it('is an icon button named by its label, with its tooltip, wrapped when asked', async () => {
    const onClick = vi.fn();
    renderWithAdmin(
      <>
        <RowActionButton title="Editar" label="Editar Cobertura A" icon={<i />} onClick={onClick} />
        <RowActionButton
          wrapped
          title="Subir"
          label="Subir A"
          icon={<i />}
          onClick={onClick}
          disabled
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editar Cobertura A' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const up = screen.getByRole('button', { name: 'Subir A' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(up.parentElement?.tagName).toBe('SPAN');
  });
});

describe('useRowAction', () => {
  const Rows = ({ call }: { call: () => Promise<unknown> }) => {
    const { busy, run } = useRowAction<number>((write) => write);
    return (
      <button type="button" disabled={busy === 7} onClick={() => void run(7, call)}>
        Alternar
      </button>
    );
  };

  it('marks the row busy while its call runs and shows a refusal in the error modal', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { unmount } = renderWithAdmin(
      <Rows call={() => new Promise((done) => (finish = done))} />,
    );
    const button = screen.getByRole('button', { name: 'Alternar' }) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.disabled).toBe(true);
    await act(async () => finish(undefined));
    expect(button.disabled).toBe(false);
    unmount();

    renderWithAdmin(
      <Rows call={() => Promise.reject({ body: { Errors: ['Cobertura em uso.'] } })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Alternar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('Cobertura em uso.')).toBeTruthy();
  });
});

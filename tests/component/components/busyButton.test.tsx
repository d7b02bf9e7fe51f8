import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('BusyButton', () => {
  it('is a contained button that runs its click when idle', async () => {
    const onClick = vi.fn();
    renderWithAdmin(
      <BusyButton busy={false} onClick={onClick}>
        Salvar
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button.className).toContain('MuiButton-contained');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and stays disabled while busy', () => {
    renderWithAdmin(<BusyButton busy>Salvar</BusyButton>);
    const button = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DynamicInput } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('DynamicInput TextArea', () => {
  it('lazy-loads the rich editor with the spec font sizes', async () => {
    renderWithAdmin(
      <DynamicInput
        type="TextArea"
        label="Cláusulas"
        value="<p>Texto inicial</p>"
        onChange={() => {}}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Cláusulas' });
    expect(editor.textContent).toBe('Texto inicial');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tamanho da fonte' }));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual([
      'Padrão',
      '12,5',
      '15',
      '16',
      '18',
      '19',
      '24',
      '36',
      '48',
      '56',
      '70',
      '90',
    ]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComponentsShowcase } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('ComponentsShowcase', () => {
  it('renders the sample of every shared component', async () => {
    renderWithAdmin(<ComponentsShowcase />);
    expect(screen.getByRole('heading', { name: 'Componentes compartilhados' })).toBeTruthy();
    expect(screen.getByText('Dados do risco')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Importância segurada/ })).toHaveProperty(
      'value',
      'R$ 1.234.567,89',
    );
    expect(screen.getByRole('textbox', { name: /Início de vigência/ })).toHaveProperty(
      'value',
      '31/03/2026',
    );
    const banks = screen.getAllByRole('combobox', { name: 'Banco' }) as HTMLInputElement[];
    expect(banks.map((input) => input.value)).toContain('341 - Itaú Unibanco S.A.');
    expect(await screen.findByRole('textbox', { name: 'Cláusulas particulares' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown, type DropdownProps, type DropdownValue } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

const BANKS = [
  { Id: 1, Name: 'Banco do Brasil' },
  { Id: 341, Name: 'Itaú Unibanco' },
];

const Controlled = ({
  initial = null,
  onChange,
  ...props
}: Omit<DropdownProps, 'value' | 'onChange'> & {
  initial?: DropdownValue | null;
  onChange: DropdownProps['onChange'];
}) => {
  const [value, setValue] = useState<DropdownValue | null>(initial);
  return (
    <Dropdown
      {...props}
      value={value}
      onChange={(next, item) => {
        setValue(next);
        onChange(next, item);
      }}
    />
  );
};

describe('Dropdown', () => {
  it('shows the default placeholder Selecione and the required marker', () => {
    renderWithAdmin(
      <Dropdown label="Banco" required items={BANKS} value={null} onChange={() => {}} />,
    );
    const input = screen.getByRole('combobox', { name: /Banco/ });
    expect(input.getAttribute('placeholder')).toBe('Selecione');
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('shows Nenhum item encontrado when there is nothing to pick', async () => {
    renderWithAdmin(<Dropdown label="Banco" items={[]} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Nenhum item encontrado')).toBeTruthy();
  });

  it('uses a custom placeholder and empty message', async () => {
    renderWithAdmin(
      <Dropdown
        label="Corretor"
        items={[]}
        value={null}
        onChange={() => {}}
        placeholder="Escolha o corretor"
        emptyMessage="Nenhum corretor"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Corretor' });
    expect(input.getAttribute('placeholder')).toBe('Escolha o corretor');
    await userEvent.click(input);
    expect(await screen.findByText('Nenhum corretor')).toBeTruthy();
  });

  it('picks by optionLabel and reports the optionValue', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Controlled
        label="Banco"
        items={BANKS}
        optionLabel="Name"
        optionValue="Id"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Banco' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Itaú Unibanco' }));
    expect(onChange).toHaveBeenLastCalledWith(341, BANKS[1]);
    expect((screen.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement).value).toBe(
      'Itaú Unibanco',
    );
  });

  it('clears the value with Limpar when clearable', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Controlled
        label="Banco"
        items={BANKS}
        optionLabel="Name"
        optionValue="Id"
        initial={1}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement;
    expect(input.value).toBe('Banco do Brasil');
    await userEvent.click(screen.getByLabelText('Limpar'));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(input.value).toBe('');
    expect(input.getAttribute('placeholder')).toBe('Selecione');
  });

  it('has no clear button when clearable is false', () => {
    renderWithAdmin(
      <Dropdown
        label="Banco"
        items={BANKS}
        optionLabel="Name"
        optionValue="Id"
        value={1}
        onChange={() => {}}
        clearable={false}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement).value).toBe(
      'Banco do Brasil',
    );
    expect(screen.queryByLabelText('Limpar')).toBeNull();
  });

  it('disables the field', () => {
    renderWithAdmin(
      <Dropdown label="Banco" items={BANKS} value={null} onChange={() => {}} disabled />,
    );
    expect((screen.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('shows a loading spinner', () => {
    renderWithAdmin(<Dropdown label="Banco" items={[]} value={null} onChange={() => {}} loading />);
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeTruthy();
  });
});

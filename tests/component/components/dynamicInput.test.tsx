import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DynamicInput, type DynamicInputProps } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

/** DynamicInput with its value held in state, as a form would. */
const Controlled = ({
  initial = null,
  onChange = () => {},
  ...props
}: Omit<DynamicInputProps, 'value' | 'onChange'> & {
  initial?: string | null;
  onChange?: (value: string | null) => void;
}) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DynamicInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const textbox = (name: string | RegExp) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('DynamicInput Money', () => {
  it('masks typed digits as BRL and keeps a decimal string', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Money" label="Valor" onChange={onChange} />);
    await userEvent.type(textbox('Valor'), '123456');
    expect(textbox('Valor').value).toBe('R$ 1.234,56');
    expect(onChange).toHaveBeenLastCalledWith('1234.56');
  });

  it('shows a decimal value with thousands dots and a decimal comma, without float rounding', () => {
    renderWithAdmin(<Controlled type="Money" label="Valor" initial="99999999999999999.99" />);
    expect(textbox('Valor').value).toBe('R$ 99.999.999.999.999.999,99');
  });

  it('clears to null when every digit is erased', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Money" label="Valor" initial="0.05" onChange={onChange} />);
    await userEvent.clear(textbox('Valor'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(textbox('Valor').value).toBe('');
  });

  it('never grows past 50 characters', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Money" label="Valor" onChange={onChange} />);
    await userEvent.type(textbox('Valor'), '1'.repeat(60));
    // 35 digits make "R$ 111.….111,11" with 49 characters; a 36th would make 51.
    const integerPart = '1'.repeat(33);
    expect(onChange).toHaveBeenLastCalledWith(`${integerPart}.11`);
    const shown = textbox('Valor').value;
    expect(shown).toBe(`R$ ${integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},11`);
    expect(shown).toHaveLength(49);
  });
});

describe('DynamicInput text and Number', () => {
  it('limits text to 50 characters', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Text" label="Nome" onChange={onChange} />);
    await userEvent.type(textbox('Nome'), 'a'.repeat(60));
    expect(textbox('Nome').value).toHaveLength(50);
    expect(onChange).toHaveBeenLastCalledWith('a'.repeat(50));
  });

  it('renders any unknown type as a text input', () => {
    renderWithAdmin(<Controlled type="Qualquer" label="Campo" initial="abc" />);
    expect(textbox('Campo').value).toBe('abc');
  });

  it('keeps digits only in Number, up to 50', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Number" label="Prazo" onChange={onChange} />);
    await userEvent.type(textbox('Prazo'), 'a1b2-3,4');
    expect(textbox('Prazo').value).toBe('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
    await userEvent.clear(textbox('Prazo'));
    await userEvent.type(textbox('Prazo'), '9'.repeat(60));
    expect(textbox('Prazo').value).toBe('9'.repeat(50));
  });
});

describe('DynamicInput Date', () => {
  it('parses a typed dd/MM/yyyy date', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Date" label="Início" onChange={onChange} />);
    await userEvent.type(textbox('Início'), '31122024');
    expect(textbox('Início').value).toBe('31/12/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-12-31');
  });

  it('shows a stored date as dd/MM/yyyy', () => {
    renderWithAdmin(<Controlled type="Date" label="Início" initial="2024-01-05T00:00:00" />);
    expect(textbox('Início').value).toBe('05/01/2024');
  });

  it('rejects a day that does not exist', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Controlled type="Date" label="Início" onChange={onChange} />);
    await userEvent.type(textbox('Início'), '31022024');
    expect(textbox('Início').value).toBe('31/02/2024');
    expect(screen.getByText('Data inválida')).toBeTruthy();
    expect(onChange.mock.calls.flat().filter((value) => value !== null)).toEqual([]);
  });
});

describe('DynamicInput Select and Repeater', () => {
  it('shows the placeholder Selecione o banco and reports the picked value', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Controlled
        type="Select"
        label="Banco"
        items={[
          { Id: 1, Name: 'Banco do Brasil' },
          { Id: 341, Name: 'Itaú Unibanco' },
        ]}
        optionLabel="Name"
        optionValue="Id"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Banco' });
    expect(input.getAttribute('placeholder')).toBe('Selecione o banco');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Itaú Unibanco' }));
    expect(onChange).toHaveBeenLastCalledWith('341');
  });

  it('renders nothing for Repeater', () => {
    renderWithAdmin(
      <div data-testid="slot">
        <DynamicInput type="Repeater" label="Itens" value="x" onChange={() => {}} />
      </div>,
    );
    expect(screen.getByTestId('slot').childNodes).toHaveLength(0);
  });
});

describe('DynamicInput rules', () => {
  it('shows the first failing rule once the field is touched', async () => {
    renderWithAdmin(
      <Controlled
        type="Text"
        label="Nome"
        rules={{ required: true, minLength: 5, pattern: /^\d+$/ }}
      />,
    );
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    await userEvent.click(textbox(/Nome/));
    await userEvent.tab();
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();

    await userEvent.type(textbox(/Nome/), 'ab');
    expect(screen.getByText('Informe ao menos 5 caracteres')).toBeTruthy();
    expect(screen.queryByText('Valor inválido')).toBeNull();

    await userEvent.type(textbox(/Nome/), 'cde');
    expect(screen.getByText('Valor inválido')).toBeTruthy();
  });

  it('uses the spec bound messages and custom validators', async () => {
    renderWithAdmin(
      <Controlled
        type="Number"
        label="Prazo"
        initial="4000"
        showErrors
        rules={{ max: 3650, validate: (value) => (value === '7' ? 'Sete não' : undefined) }}
      />,
    );
    expect(screen.getByText('O valor não pode ser maior que 3650')).toBeTruthy();
    await userEvent.clear(textbox('Prazo'));
    await userEvent.type(textbox('Prazo'), '7');
    expect(screen.getByText('Sete não')).toBeTruthy();
  });
});

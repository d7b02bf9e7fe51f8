import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PartyHistoryRow } from '../../../domain/partyLocation';
import { DocumentTextField, HistoryPanel } from '../../../src/components/parties';
import { renderParties } from './renderParties';

const rows: PartyHistoryRow[] = [
  {
    Id: 1,
    ChangedAt: '2026-03-02T13:05:00',
    ChangedByName: 'Ana Souza',
    ChangesHistories: [{ Field: 'Name', Label: 'Nome', OldValue: null, NewValue: 'Prefeitura' }],
    LocationChangesHistories: [],
  },
  {
    Id: 2,
    ChangedAt: '2026-03-10T09:30:00',
    ChangedByName: 'Bruno Lima',
    ChangesHistories: [],
    LocationChangesHistories: [
      { Field: 'Number', Label: 'Número', OldValue: '100', NewValue: '' },
      { Field: 'CityId', Label: 'Cidade', OldValue: 'Campinas', NewValue: 'São Paulo' },
    ],
  },
];

describe('HistoryPanel', () => {
  it('shows the newest change first with date, author and old → new values', () => {
    renderParties(<HistoryPanel rows={rows} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('10/03/2026 às 09:30')).toBeTruthy();
    expect(within(items[0]).getByText('por Bruno Lima')).toBeTruthy();
    expect(within(items[0]).getByText('Número: 100 → —')).toBeTruthy();
    expect(within(items[0]).getByText('Cidade: Campinas → São Paulo')).toBeTruthy();
    expect(within(items[0]).getAllByText('Endereço')).toHaveLength(2);
    expect(within(items[1]).getByText('02/03/2026 às 13:05')).toBeTruthy();
    expect(within(items[1]).getByText('Nome: — → Prefeitura')).toBeTruthy();
    expect(within(items[1]).queryByText('Endereço')).toBeNull();
  });

  it('says when nothing was changed and while it loads', () => {
    const loading = renderParties(<HistoryPanel rows={undefined} loading />);
    expect(screen.getByText('Carregando histórico…')).toBeTruthy();
    loading.unmount();
    renderParties(<HistoryPanel rows={[]} />);
    expect(screen.getByText('Nenhuma alteração registrada.')).toBeTruthy();
  });
});

const DocumentForm = ({ onValue }: { onValue: (value: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <DocumentTextField
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

describe('DocumentTextField', () => {
  it('masks a CPF as typed and gives the digits', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderParties(<DocumentForm onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement;
    await user.type(input, '52998224725');
    expect(input.value).toBe('529.982.247-25');
    expect(onValue).toHaveBeenLastCalledWith('52998224725');
    fireEvent.blur(input);
    expect(screen.queryByText('CPF inválido')).toBeNull();
  });

  it('switches to the CNPJ mask, keeps alphanumeric CNPJs and flags invalid ones on leaving', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderParties(<DocumentForm onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement;
    await user.type(input, '11222333000181');
    expect(input.value).toBe('11.222.333/0001-81');
    expect(onValue).toHaveBeenLastCalledWith('11222333000181');
    await user.clear(input);
    await user.type(input, '12abc34501de35');
    expect(input.value).toBe('12.ABC.345/01DE-35');
    expect(onValue).toHaveBeenLastCalledWith('12ABC34501DE35');
    fireEvent.blur(input);
    expect(screen.queryByText('CNPJ inválido')).toBeNull();
    await user.clear(input);
    await user.type(input, '11222333000180');
    fireEvent.blur(input);
    expect(screen.getByText('CNPJ inválido')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '52998224724');
    expect(screen.getByText('CPF inválido')).toBeTruthy();
  });
});

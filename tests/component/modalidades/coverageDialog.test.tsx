import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CoverageAnswer } from '../../../domain/modalities';
import { CoverageDialog } from '../../../resources/modalidades/CoverageDialog';
import { describeCoverageParams } from '../../../resources/modalidades/coverageForm';
import { messageUnder, renderModalities } from './modalityFixtures';

const open = (onSave = vi.fn(async () => undefined), coverage?: CoverageAnswer) => {
  renderModalities(<CoverageDialog coverage={coverage} onClose={() => {}} onSave={onSave} />);
  return onSave;
};
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('the coverage dialog', () => {
  it('builds { Percentage, MaxValue } for a percentage of the insured amount', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(textbox('Nome da cobertura'), 'Multa contratual');
    await user.click(screen.getByRole('radio', { name: /^Percentual da IS/ }));
    await user.type(textbox('Percentual da IS'), '30');
    await user.type(textbox('Valor máximo'), '10000000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      Name: 'Multa contratual',
      CoverageCalculationTypeId: 1,
      CoverageCalculationJSONParam: '{"Percentage":"30.0000","MaxValue":"100000.00"}',
      IsAdditional: false,
    });
  });

  it('builds { Value } for a fixed amount', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(textbox('Nome da cobertura'), 'Custas judiciais');
    await user.click(screen.getByRole('radio', { name: /^Valor fixo/ }));
    await user.type(textbox('Valor da cobertura'), '5000000');
    await user.click(screen.getByRole('switch', { name: 'Cobertura adicional' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        Name: 'Custas judiciais',
        CoverageCalculationTypeId: 2,
        CoverageCalculationJSONParam: '{"Value":"50000.00"}',
        IsAdditional: true,
      }),
    );
  });

  it('builds { Rate } for a rate over the base premium, leaving the optional minimum out', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.type(textbox('Nome da cobertura'), 'Honorários');
    await user.click(screen.getByRole('radio', { name: /^Taxa sobre prêmio base/ }));
    await user.type(textbox('Taxa sobre o prêmio base'), '2,5');
    expect(screen.getByTestId('coverage-json-preview').textContent).toBe(
      'Parâmetros de cálculo: {"Rate":"2.5000"}',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          CoverageCalculationTypeId: 3,
          CoverageCalculationJSONParam: '{"Rate":"2.5000"}',
        }),
      ),
    );
  });

  it('shows the missing parameter under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(messageUnder(textbox('Nome da cobertura'))).toBe('Nome da cobertura: informe o nome.');
    expect(await screen.findByText(/Tipo de cálculo: informe um dos tipos/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Percentual da IS/ }));
    await user.type(textbox('Percentual da IS'), '120');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(messageUnder(textbox('Percentual da IS'))).toBe(
      'Parâmetros de cálculo: "Percentual da IS" (Percentage) deve ser um número entre 0 e 100.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a stored coverage: its parameters come back as fields, a new type keeps only its keys', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('x', 400, { Errors: ['Nome da cobertura: use no máximo 150 caracteres.'] }),
      );
    open(onSave, {
      Id: 5,
      UniqueId: '55555555-2222-4333-8444-555555555555',
      ModalityId: 21,
      Name: 'Multa',
      CoverageCalculationTypeId: 1,
      CoverageCalculationTypeName: 'Percentual da IS',
      CoverageCalculationJSONParam: '{"Percentage":"12.5000","MaxValue":"80000.00"}',
      IsEnabled: true,
      IsAdditional: true,
      Version: 2,
    });
    expect((textbox('Percentual da IS') as HTMLInputElement).value).toBe('12,5');
    expect((textbox('Valor máximo') as HTMLInputElement).value).toBe('R$ 80.000,00');
    await user.click(screen.getByRole('radio', { name: /^Valor fixo/ }));
    await user.type(textbox('Valor da cobertura'), '100000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        Name: 'Multa',
        CoverageCalculationTypeId: 2,
        CoverageCalculationJSONParam: '{"Value":"1000.00"}',
        IsAdditional: true,
      }),
    );
    expect(messageUnder(textbox('Nome da cobertura'))).toBe(
      'Nome da cobertura: use no máximo 150 caracteres.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the coverage list', () => {
  it('explains each type of parameters in pt-BR', () => {
    expect(describeCoverageParams(1, '{"Percentage":"30.0000","MaxValue":"100000.00"}')).toBe(
      '30 % da IS, até R$ 100.000,00',
    );
    expect(describeCoverageParams(2, '{"Value":"50000.00"}')).toBe('Valor fixo de R$ 50.000,00');
    expect(describeCoverageParams(3, '{"Rate":"2.5000","MinPremium":"100.00"}')).toBe(
      '2,5 % sobre o prêmio base, com mínimo de R$ 100,00',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultBrokerProfileSettings,
  isCommissionAllowed,
  validateBrokerProfileSettings,
} from '../../domain/brokerProfileSettings';

describe('validateBrokerProfileSettings', () => {
  it('normalises percentages to 2 places and profile ids to lower case', () => {
    const { values, problems } = validateBrokerProfileSettings({
      PerfilCorretorUniqueId: ' ABC ',
      ComissaoMinimaPercentual: '2,5',
      ComissaoMaximaPercentual: 20,
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      PerfilCorretorUniqueId: 'abc',
      PerfilAgenteUniqueId: null,
      ComissaoMinimaPercentual: '2.50',
      ComissaoMaximaPercentual: '20.00',
    });
  });

  it('refuses percentages outside 0–100 and a minimum above the maximum', () => {
    expect(
      validateBrokerProfileSettings({
        ComissaoMinimaPercentual: '-1',
        ComissaoMaximaPercentual: '100.01',
      }).problems,
    ).toEqual([
      'Comissão mínima (%) (ComissaoMinimaPercentual): informe um percentual de 0 a 100, com até 2 casas.',
      'Comissão máxima (%) (ComissaoMaximaPercentual): informe um percentual de 0 a 100, com até 2 casas.',
    ]);
    expect(
      validateBrokerProfileSettings({
        ComissaoMinimaPercentual: '30',
        ComissaoMaximaPercentual: '10',
      }).problems,
    ).toEqual([
      'Comissão mínima (%) (ComissaoMinimaPercentual): a comissão mínima não pode ser maior que a máxima.',
    ]);
  });
});

describe('isCommissionAllowed', () => {
  it('accepts the bounds and refuses what is outside', () => {
    expect(isCommissionAllowed(defaultBrokerProfileSettings, '30')).toBe(true);
    expect(isCommissionAllowed(defaultBrokerProfileSettings, '0')).toBe(true);
    expect(isCommissionAllowed(defaultBrokerProfileSettings, '30.01')).toBe(false);
    expect(isCommissionAllowed(defaultBrokerProfileSettings, 'x')).toBe(false);
  });
});

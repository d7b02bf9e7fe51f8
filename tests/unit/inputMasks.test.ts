import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf } from '../../domain/cpfCnpj';
import { maskPhone } from '../../domain/format';

describe('input masks', () => {
  it('masks a phone as typed, landline or mobile', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11988887777')).toBe('(11) 98888-7777');
    expect(maskPhone('(11) 98888-77779999')).toBe('(11) 98888-7777');
  });

  it('masks a CPF with digits only', () => {
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('masks a CNPJ from the first character, alphanumeric included', () => {
    expect(maskCnpj('112')).toBe('11.2');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

import { describe, expect, it } from 'vitest';
import {
  brokerRegistrationFieldProblem,
  brokerRegistrationProblems,
  fieldProblemMessage,
  normalizeBrokerRegistration,
} from '../../domain/brokerRegistration';

const valid = {
  Name: 'Prime Corretora de Seguros Ltda.',
  Cnpj: '12.ABC.345/01DE-35',
  SusepCode: '10.001.12345',
  Email: 'Contato@Corretora.com.br',
  Phone: '(11) 3333-4444',
  User: {
    Name: "Joana D'Ávila",
    Cpf: '529.982.247-25',
    Email: 'joana@corretora.com.br',
    Phone: '',
    Login: 'joana.davila',
  },
};

describe('broker self-registration fields', () => {
  it('accepts a complete registration (user phone optional, alphanumeric CNPJ)', () => {
    expect(brokerRegistrationProblems(valid)).toEqual([]);
  });

  it('reports each field with the spec validator messages', () => {
    expect(brokerRegistrationFieldProblem('Cnpj', '11.111.111/1111-11')).toBe('CNPJ inválido');
    expect(brokerRegistrationFieldProblem('User.Cpf', '123')).toBe('CPF inválido');
    expect(brokerRegistrationFieldProblem('Phone', '(01) 1234-5678')).toBe('Telefone inválido');
    expect(brokerRegistrationFieldProblem('User.Name', 'Ana 2')).toBe(
      'Números e caracteres especiais não são permitidos! Por favor, verifique.',
    );
    expect(brokerRegistrationFieldProblem('Email', '  ')).toBe('Campo obrigatório');
    expect(brokerRegistrationFieldProblem('User.Phone', '')).toBeUndefined();
    expect(brokerRegistrationFieldProblem('SusepCode', '12a45')).toBe(
      'Informe apenas números (de 5 a 20 dígitos)',
    );
  });

  it('names the field in the gateway message', () => {
    expect(fieldProblemMessage({ field: 'User.Cpf', message: 'CPF inválido' })).toBe(
      'CPF do usuário: CPF inválido.',
    );
    expect(fieldProblemMessage({ field: 'Name', message: 'Fim!' })).toBe(
      'Razão social da corretora: Fim!',
    );
  });

  it('stores documents and phones without the mask', () => {
    expect(normalizeBrokerRegistration(valid)).toMatchObject({
      Cnpj: '12ABC34501DE35',
      SusepCode: '1000112345',
      Email: 'contato@corretora.com.br',
      Phone: '1133334444',
      User: { Cpf: '52998224725', Phone: '' },
    });
  });
});

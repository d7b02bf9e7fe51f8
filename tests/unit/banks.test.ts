import { describe, expect, it } from 'vitest';
import {
  bankAccountProblemMessage,
  bankAccountProblems,
  bankAccountTypeName,
  bankLabel,
  banks,
  findBank,
  normalizeBankAccount,
} from '../../domain/banks';
import { brokerStatusOf, normalizePartners, partnerProblems } from '../../domain/brokers';

const valid = {
  BankId: '341',
  BankAccountTypeId: 1,
  BankBranchNumber: '3012',
  BankBranchDigit: null,
  BankAccountNumber: '45871',
  BankAccountDigit: '3',
};

describe('banks (COMPE)', () => {
  it('lists the most used Brazilian banks by their COMPE code', () => {
    const expected: Record<string, RegExp> = {
      '001': /Banco do Brasil/,
      '033': /Santander/,
      '104': /Caixa Econômica Federal/,
      '237': /Bradesco/,
      '341': /Itaú/,
      '260': /Nu Pagamentos/,
      '077': /Inter/,
      '336': /C6/,
      '756': /Sicoob/,
      '748': /Sicredi/,
      '041': /Banrisul/,
      '208': /BTG Pactual/,
      '290': /PagSeguro/,
      '323': /Mercado Pago/,
      '380': /PicPay/,
      '197': /Stone/,
      '403': /Cora/,
      '085': /Ailos/,
    };
    for (const [code, name] of Object.entries(expected)) {
      expect(findBank(code)?.Name, code).toMatch(name);
    }
    expect(banks.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique 3-digit codes, sorted', () => {
    const codes = banks.map((bank) => bank.Code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect([...codes].sort()).toEqual(codes);
  });

  it('labels a bank "code - name" and names the account types', () => {
    expect(bankLabel('001')).toBe('001 - Banco do Brasil S.A.');
    expect(bankLabel(null)).toBeNull();
    expect(bankAccountTypeName(1)).toBe('Conta corrente');
    expect(bankAccountTypeName(2)).toBe('Conta poupança');
    expect(bankAccountTypeName(3)).toBe('Conta de pagamento');
    expect(bankAccountTypeName(9)).toBeNull();
  });
});

describe('bank account rules', () => {
  it('accepts a complete account and an entirely empty one', () => {
    expect(bankAccountProblems(valid)).toEqual([]);
    expect(bankAccountProblems({})).toEqual([]);
    expect(bankAccountProblems({ BankId: '', BankAccountNumber: '  ' })).toEqual([]);
  });

  it('requires every field but the branch digit once one is filled', () => {
    const problems = bankAccountProblems({ BankId: '237' }).map(bankAccountProblemMessage);
    expect(problems).toEqual([
      'Tipo de conta: Campo obrigatório.',
      'Agência: Campo obrigatório.',
      'Conta: Campo obrigatório.',
      'Dígito da conta: Campo obrigatório.',
    ]);
  });

  it('names the field of each invalid value', () => {
    const problems = bankAccountProblems({
      BankId: '999',
      BankAccountTypeId: 7,
      BankBranchNumber: '123456',
      BankBranchDigit: '12',
      BankAccountNumber: '12345678901234',
      BankAccountDigit: 'Y',
    }).map(bankAccountProblemMessage);
    expect(problems).toEqual([
      'Banco: Selecione um banco da lista.',
      'Tipo de conta: Selecione conta corrente, poupança ou de pagamento.',
      'Agência: Informe de 1 a 5 dígitos.',
      'Dígito da agência: Informe um dígito (0 a 9 ou X).',
      'Conta: Informe de 1 a 13 dígitos.',
      'Dígito da conta: Informe um dígito (0 a 9 ou X).',
    ]);
  });

  it('stores digits without separators and an upper-case X digit', () => {
    expect(
      normalizeBankAccount({ ...valid, BankAccountNumber: '45.871', BankAccountDigit: 'x' }),
    ).toEqual({ ...valid, BankAccountNumber: '45871', BankAccountDigit: 'X' });
    expect(bankAccountProblems({ ...valid, BankAccountDigit: 'x' })).toEqual([]);
  });
});

describe('broker partners and status', () => {
  it('refuses an invalid CPF, a repeated one and shares over 100%', () => {
    expect(
      partnerProblems([
        { Name: 'Ana Souza', Cpf: '529.982.247-25', ParticipationPercentage: '60' },
        { Name: 'Ana Souza', Cpf: '52998224725', ParticipationPercentage: '50' },
        { Name: 'R2D2', Cpf: '123', ParticipationPercentage: '101' },
      ]),
    ).toEqual([
      'Sócio 2 - CPF: CPF repetido na lista de sócios.',
      'Sócio 3 - Nome: Números e caracteres especiais não são permitidos! Por favor, verifique.',
      'Sócio 3 - CPF: CPF inválido.',
      'Sócio 3 - Participação (%): Informe um percentual entre 0 e 100.',
      'Sócios: A soma das participações dos sócios não pode passar de 100%.',
    ]);
    expect(
      normalizePartners([
        { Name: ' Ana  Souza ', Cpf: '529.982.247-25', ParticipationPercentage: '33,5' },
      ]),
    ).toEqual([{ Name: 'Ana Souza', Cpf: '52998224725', ParticipationPercentage: '33.50' }]);
  });

  it('lets a broker operate unless blocked or not active, and says why', () => {
    const flags = {
      IsBlocked: false,
      RegistrationStatus: 'active' as const,
      HasPendingDocuments: true,
      HasPendingComplianceValidation: false,
      WaitingValidation: false,
    };
    const ok = brokerStatusOf(flags);
    expect(ok.CanOperate).toBe(true);
    expect(ok.Messages).toHaveLength(1);
    const blocked = brokerStatusOf({ ...flags, IsBlocked: true, HasPendingDocuments: false });
    expect(blocked.CanOperate).toBe(false);
    expect(blocked.Messages[0]).toMatch(/bloqueada/);
    const pending = brokerStatusOf({
      ...flags,
      RegistrationStatus: 'pending',
      WaitingValidation: true,
    });
    expect(pending.CanOperate).toBe(false);
  });
});

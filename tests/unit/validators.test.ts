import { describe, expect, it } from 'vitest';
import {
  CNPJ_INVALID_MESSAGE,
  CPF_INVALID_MESSAGE,
  cnpjBranch,
  documentType,
  INPUT_MAX_LENGTH,
  isHeadOfficeCnpj,
  isNumeric,
  isValidCnpj,
  isValidCpf,
  isValidCpfFormat,
  isValidEmail,
  isValidName,
  isValidPhone,
  maskDocument,
  maxDaysMessage,
  maxInsuredAmountMessage,
  maxValueMessage,
  minDaysMessage,
  minInsuredAmountMessage,
  minimumInsuredAmount,
  minValueMessage,
  NAME_INVALID_MESSAGE,
  NUMERIC_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  stripDocument,
} from '../../domain/validators';

describe('isValidCpf', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    '987.654.321-00',
    '000.000.001-91',
  ])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-26'],
    ['all the same digit', '111.111.111-11'],
    ['all zeros', '000.000.000-00'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-251'],
    ['a letter', '529.982.24A-25'],
    ['empty input', ''],
    ['null', null],
  ])('rejects %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '12.345.678/0001-95',
    // Receita Federal's own example of the alphanumeric CNPJ
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    'ABCDEFGHIJKL80',
    'Z1.X2C.3V4/B5N6-09',
    'K3.PQ7.W2M/0001-69',
    'A0.B0C.0D0/0001-00',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('accepts lower-case letters, which the Receita writes upper-case', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11.222.333/0001-91'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['a wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['all the same digit', '11.111.111/1111-11'],
    ['all zeros', '00000000000000'],
    ['all the same letter', 'AAAAAAAAAAAAAA'],
    ['13 characters', '1122233300018'],
    ['15 characters', '112223330001811'],
    ['a CPF', '529.982.247-25'],
    ['empty input', ''],
  ])('rejects %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('isValidCpfFormat', () => {
  it('accepts only the ddd.ddd.ddd-dd shape', () => {
    expect(isValidCpfFormat('529.982.247-25')).toBe(true);
    expect(isValidCpfFormat('52998224725')).toBe(false);
    expect(isValidCpfFormat('529.982.247/25')).toBe(false);
    expect(isValidCpfFormat('529.982.247-2')).toBe(false);
  });
});

describe('documents', () => {
  it('strips the mask and upper-cases letters', () => {
    expect(stripDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(stripDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(stripDocument(null)).toBe('');
  });

  it('detects the document type by length', () => {
    expect(documentType('529.982.247-25')).toBe('cpf');
    expect(documentType('11.222.333/0001-81')).toBe('cnpj');
    expect(documentType('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentType('1234567890')).toBeNull();
    expect(documentType('123456789012')).toBeNull();
    expect(documentType('1234567890A')).toBeNull();
    expect(documentType('')).toBeNull();
  });

  it('masks a CPF up to 11 digits and a CNPJ beyond, as the user types', () => {
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
    expect(maskDocument('5299822')).toBe('529.982.2');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('12ABC')).toBe('12.ABC');
    expect(maskDocument('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
    expect(maskDocument('')).toBe('');
  });

  it('reads the branch number after the slash', () => {
    expect(cnpjBranch('11.222.333/0001-81')).toBe('0001');
    expect(cnpjBranch('12.ABC.345/01DE-35')).toBe('01DE');
    expect(cnpjBranch('11222333000262')).toBe('0002');
    expect(cnpjBranch('529.982.247-25')).toBeNull();
    expect(isHeadOfficeCnpj('11.222.333/0001-81')).toBe(true);
    expect(isHeadOfficeCnpj('11.222.333/0002-62')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'ana@aval.com.br',
    'joao.silva+propostas@garantia-brasil.com',
    'x@y.io',
    'contato@empresa.photography',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'ana',
    'ana@',
    'ana@aval',
    'ana@aval.c',
    'ana@aval.abcdefghijklmnopq',
    'ana@aval.com1',
    'ana silva@aval.com',
    '@aval.com',
    'ana..silva@aval.com',
    'ana@-aval.com',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each(['(11) 98765-4321', '(21) 3456-7890', '11987654321', '2134567890'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['an area code with 0', '(01) 98765-4321'],
    ['an area code with 0 in second place', '(10) 98765-4321'],
    ['a 9-digit number not starting with 9', '(11) 88765-4321'],
    ['a landline starting with 1', '(11) 1456-7890'],
    ['too few digits', '(11) 9876-432'],
    ['letters', '(11) 9876A-4321'],
  ])('rejects %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isValidName', () => {
  it.each([
    'Ana Maria',
    'João da Silva',
    "Joana D'Arc",
    'Conceição Araújo Gonçalves',
    'ÂNGELA BRÁS LOURENÇO',
    'Müller Pôncio',
  ])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(['Ana 2', 'Ana@Silva', 'Ana-Maria', 'Ana_Maria', '   ', "'", ''])(
    'rejects %j',
    (name) => {
      expect(isValidName(name)).toBe(false);
    },
  );
});

describe('isNumeric', () => {
  it('accepts digits only', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric(42)).toBe(true);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric('1,5')).toBe(false);
    expect(isNumeric('')).toBe(false);
  });
});

describe('messages', () => {
  it('keeps the spec texts word for word', () => {
    expect(CPF_INVALID_MESSAGE).toBe('CPF inválido');
    expect(CNPJ_INVALID_MESSAGE).toBe('CNPJ inválido');
    expect(PHONE_INVALID_MESSAGE).toBe('Telefone inválido');
    expect(NUMERIC_INVALID_MESSAGE).toBe('Valor inválido inválido, campo numérico');
    expect(NAME_INVALID_MESSAGE).toBe(
      'Números e caracteres especiais não são permitidos! Por favor, verifique.',
    );
    expect(INPUT_MAX_LENGTH).toBe(50);
  });

  it('builds the bound messages with the BRL amount', () => {
    expect(minInsuredAmountMessage('Licitante', '1500.5')).toBe(
      'O valor de importância segurada mínimo para a modalidade "Licitante" é de R$ 1.500,50.',
    );
    expect(maxInsuredAmountMessage('Executante', 2_000_000)).toBe(
      'O valor de importância segurada máximo para a modalidade "Executante" é de R$ 2.000.000,00.',
    );
    expect(minDaysMessage(30)).toBe('Prazo de dias para essa modalidade não pode ser menor que 30');
    expect(maxDaysMessage(1825)).toBe(
      'Prazo de dias para essa modalidade não pode ser maior que 1825',
    );
    expect(minValueMessage(1)).toBe('O valor não pode ser menor que 1');
    expect(maxValueMessage(10)).toBe('O valor não pode ser maior que 10');
  });

  it('computes the minimum insured amount as base × percent ÷ 100 without float error', () => {
    expect(minimumInsuredAmount('1000000.10', '0.3').toFixed(2)).toBe('3000.00');
    expect(minimumInsuredAmount(0.1, 30).toString()).toBe('0.03');
  });
});

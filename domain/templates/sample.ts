import type { TemplateData } from './types';

/**
 * Realistic data for the modality editor's preview: a construction company in São Paulo
 * guaranteeing a public works contract to a municipality, with a complementary labour-claims
 * cover and an endorsement that raises the insured amounts (with no new dates, so the contract and
 * the endorsement previews show the same term). The CNPJs are made up but valid.
 */
export const sampleTemplateData: TemplateData = {
  proposal: {
    PolicyNumber: '0775.20.2025.0001234',
    Modality: { Name: 'Executante Construtor' },
    StartDate: '2025-03-01',
    EndDate: '2026-03-01',
    DeadlineDays: 365,
    InsuredAmountValue: '1500000.00',
    ComplementaryModality: { Id: 12, Name: 'Ações Trabalhistas e Previdenciárias' },
    ComplementaryStartDate: '2025-03-01',
    ComplementaryEndDate: '2026-05-30',
    ComplementaryDeadlineDays: 455,
    ComplementaryInsuredAmountValue: '300000.00',
    PolicyHolder: {
      Name: 'Construtora Horizonte Engenharia Ltda.',
      CpfCnpj: '06843217000140',
      Locations: [
        {
          IsMain: true,
          AddressName: 'Rua Funchal',
          Number: '418',
          Complement: 'Conjunto 2101',
          Neighborhood: 'Vila Olímpia',
          CityName: 'São Paulo',
          StateName: 'São Paulo',
          ZipCode: '04551060',
        },
      ],
    },
    Insured: {
      Name: 'Município de Campinas',
      CpfCnpj: '46395333000168',
      Locations: [
        {
          IsMain: true,
          AddressName: 'Avenida Anchieta',
          Number: '200',
          Neighborhood: 'Centro',
          CityName: 'Campinas',
          StateName: 'São Paulo',
          ZipCode: '13015904',
        },
      ],
    },
    ContractualTerms: {
      Object: [
        {
          Value:
            'Garantir a execução do Contrato nº 045/2025, decorrente da Concorrência nº 012/2024, ' +
            'para construção da Unidade Básica de Saúde Jardim Aurélia.',
        },
      ],
      ParticularClausule: [
        {
          Value:
            'Fica entendido e acordado que o presente seguro não garante multas de natureza ' +
            'punitiva aplicadas ao tomador.',
        },
      ],
    },
  },
  endorsement: {
    EndorsementTypeId: 2,
    ObjectJSON: {},
    InsuredAmountValue: '1650000.00',
    ComplementaryInsuredAmountValue: '330000.00',
    ReasonEndorsementRequestDescription: 'Aumento do valor do contrato',
    ContractualTerms: {
      Object: [
        {
          Value: 'Acrescer 10% ao valor do Contrato nº 045/2025, conforme o 1º Termo Aditivo.',
        },
      ],
    },
  },
  insurer: {
    Name: 'Garantia Brasil Seguros S.A.',
    Cnpj: '33247156000120',
    AddressName: 'Avenida Paulista',
    Number: '1000',
    Complement: '12º andar',
    Neighborhood: 'Bela Vista',
    CityName: 'São Paulo',
    StateName: 'São Paulo',
    ZipCode: '01311000',
  },
  termTags: [{ Name: 'EmailContato', Value: 'contato@garantiabrasil.com.br' }],
  today: '2025-09-15',
};

import { validateCoverageCalculation } from '../../../domain/coverageCalculation';
import { type ModalityFieldsInput, validateModalityFields } from '../../../domain/modalities';
import type { Database } from '../client';
import {
  companyBranches,
  complementaryModalities,
  modalities,
  modalityCoverages,
  modalityGroups,
  modalitySettings,
} from '../schema';
import { toColumns } from '../../modules/modalities/answers';
import { seedDemoModalityTerms } from './modalityTerms';

type CoverageSeed = [name: string, typeId: number, params: Record<string, string>];

interface ModalitySeed extends ModalityFieldsInput {
  Name: string;
  coverages: CoverageSeed[];
  additional?: CoverageSeed[];
}

const contractAdditional: CoverageSeed[] = [
  ['Multas contratuais', 1, { Percentage: '10' }],
  ['Obrigações trabalhistas e previdenciárias', 3, { Rate: '15', MinPremium: '150' }],
];

/** Limits: automatic and maximum IS, minimum premium, base rate (% a.a.), days [retro, future, min, max]. */
const limits = (
  automatic: string,
  max: string,
  minPremium: string,
  rate: string,
  days: [number, number, number, number],
) => ({
  MaxInsuredAmountAutomaticValue: automatic,
  MaxInsuredAmountValue: max,
  MinInsurancePremium: minPremium,
  BaseRate: rate,
  MaxRetroactivityDays: days[0],
  MaxFutureDays: days[1],
  MinPeriodInDays: days[2],
  MaxPeriodInDays: days[3],
  EnabledForAutomaticEmission: true,
});

const full = (name: string): CoverageSeed => [name, 1, { Percentage: '100' }];

/** branch code → group → modalities, as a surety insurer under SUSEP ramos 0775/0776 sells them. */
const catalog: Record<string, Record<string, ModalitySeed[]>> = {
  '0775': {
    Licitante: [
      {
        Name: 'Licitante',
        Ref: 'GL-01',
        ...limits('1000000', '5000000', '150', '0.35', [0, 30, 30, 365]),
        EnableAutomaticCancel: true,
        DaysForAutomaticCancel: 30,
        coverages: [full('Indenização por não assinatura do contrato')],
      },
    ],
    'Executante / Construtor': [
      {
        Name: 'Executante / Construtor',
        Ref: 'GE-01',
        ...limits('3000000', '50000000', '300', '0.90', [30, 60, 90, 1825]),
        HasComplementaryModality: true,
        EnableAutomaticCancel: true,
        DaysForAutomaticCancel: 60,
        coverages: [full('Inadimplemento das obrigações contratuais')],
        additional: contractAdditional,
      },
      {
        Name: 'Manutenção corretiva',
        Ref: 'GE-02',
        ...limits('1000000', '10000000', '250', '0.70', [0, 60, 90, 1825]),
        coverages: [full('Reparo de defeitos após a entrega da obra')],
        additional: contractAdditional.slice(0, 1),
      },
    ],
    Fornecedor: [
      {
        Name: 'Fornecedor',
        Ref: 'GF-01',
        ...limits('2000000', '30000000', '250', '0.80', [30, 60, 60, 1825]),
        HasComplementaryModality: true,
        coverages: [full('Inadimplemento no fornecimento de bens')],
        additional: contractAdditional,
      },
      {
        Name: 'Prestador de serviços',
        Ref: 'GF-02',
        ...limits('2000000', '30000000', '250', '0.85', [30, 60, 60, 1825]),
        coverages: [full('Inadimplemento na prestação de serviços')],
        additional: contractAdditional,
      },
    ],
    'Adiantamento de pagamento': [
      {
        Name: 'Adiantamento de pagamento',
        Ref: 'GA-01',
        ...limits('1000000', '20000000', '300', '1.20', [0, 30, 30, 1095]),
        IsComplementaryModality: true,
        EqualizeValidityDate: true,
        coverages: [full('Devolução dos valores adiantados')],
      },
      {
        Name: 'Retenção de pagamento',
        Ref: 'GA-02',
        ...limits('1000000', '10000000', '250', '1.00', [0, 30, 30, 1825]),
        IsComplementaryModality: true,
        EqualizeValidityDate: true,
        coverages: [full('Substituição da retenção contratual')],
      },
    ],
    Judicial: [
      {
        Name: 'Execução fiscal',
        Ref: 'GJ-03',
        ...limits('5000000', '100000000', '500', '0.60', [0, 30, 365, 1825]),
        DisabledForRestrictiveBranchActivity: true,
        coverages: [full('Garantia do débito inscrito em dívida ativa')],
        additional: [['Encargo legal', 1, { Percentage: '20' }]],
      },
    ],
    Aduaneiro: [
      {
        Name: 'Aduaneiro',
        Ref: 'GD-01',
        ...limits('2000000', '20000000', '400', '0.95', [0, 30, 30, 1095]),
        DisabledForRestrictiveBranchActivity: true,
        coverages: [full('Tributos suspensos em regime aduaneiro especial')],
      },
    ],
  },
  '0776': {
    Judicial: [
      {
        Name: 'Judicial cível',
        Ref: 'GJ-01',
        ...limits('3000000', '50000000', '500', '0.70', [0, 30, 365, 1825]),
        IgnoreBranchWhenInsuredIsPF: true,
        coverages: [full('Garantia do valor em discussão judicial')],
        additional: [['Custas processuais', 2, { Value: '5000' }]],
      },
      {
        Name: 'Judicial trabalhista',
        Ref: 'GJ-02',
        ...limits('2000000', '20000000', '400', '0.60', [0, 30, 365, 1825]),
        IgnoreBranchWhenInsuredIsPF: true,
        coverages: [full('Garantia da execução trabalhista')],
      },
      {
        Name: 'Depósito recursal',
        Ref: 'GJ-04',
        ...limits('1000000', '5000000', '300', '0.55', [0, 30, 1095, 1825]),
        IgnoreBranchWhenInsuredIsPF: true,
        CanUseModalityTax: true,
        coverages: [full('Substituição do depósito recursal')],
      },
    ],
    Imobiliário: [
      {
        Name: 'Imobiliário',
        Ref: 'GI-01',
        ...limits('2000000', '30000000', '400', '1.10', [0, 60, 180, 1825]),
        coverages: [full('Conclusão e entrega do empreendimento')],
        additional: contractAdditional.slice(0, 1),
      },
    ],
  },
};

const branchNames: Record<string, [name: string, isPrivate: boolean]> = {
  '0775': ['Garantia Segurado – Setor Público', false],
  '0776': ['Garantia Segurado – Setor Privado', true],
};

/** [main modality, complementary modality] */
const links: [string, string][] = [
  ['Executante / Construtor', 'Adiantamento de pagamento'],
  ['Executante / Construtor', 'Retenção de pagamento'],
  ['Fornecedor', 'Adiantamento de pagamento'],
];

const coverageRow =
  (companyId: number, modalityId: number, isAdditional: boolean) =>
  ([name, typeId, rawParams]: CoverageSeed) => {
    const { params, problems } = validateCoverageCalculation(typeId, rawParams);
    if (problems.length) throw new Error(`Cobertura de demonstração inválida: ${problems}`);
    return {
      companyId,
      modalityId,
      name,
      coverageCalculationTypeId: typeId,
      coverageCalculationJsonParam: params,
      isAdditional,
    };
  };

/** The demo tenant's branches, modality groups, modalities, coverages and complementary links. */
export const seedDemoModalities = async (db: Database, companyId: number) => {
  const ids = new Map<string, number>();
  for (const [code, groups] of Object.entries(catalog)) {
    const [name, isPrivate] = branchNames[code];
    const [branch] = await db
      .insert(companyBranches)
      .values({ companyId, code, name, isPrivate })
      .returning();
    for (const [groupName, seeds] of Object.entries(groups)) {
      const [group] = await db
        .insert(modalityGroups)
        .values({ companyId, branchId: branch.id, name: groupName })
        .returning();
      for (const { coverages, additional = [], ...input } of seeds) {
        const { values, problems } = validateModalityFields(input);
        if (problems.length) throw new Error(`Modalidade de demonstração inválida: ${problems}`);
        const [modality] = await db
          .insert(modalities)
          .values({ companyId, groupId: group.id, ...toColumns(values) })
          .returning();
        ids.set(values.Name, modality.id);
        await db
          .insert(modalityCoverages)
          .values([
            ...coverages.map(coverageRow(companyId, modality.id, false)),
            ...additional.map(coverageRow(companyId, modality.id, true)),
          ]);
      }
    }
  }
  await db.insert(complementaryModalities).values(
    links.map(([main, complementary]) => ({
      companyId,
      modalityId: ids.get(main) ?? 0,
      complementaryModalityId: ids.get(complementary) ?? 0,
    })),
  );
  await db
    .insert(modalitySettings)
    .values({ companyId, maxPremiumPercentageOfInsuredAmount: '15.0000' });
  await seedDemoModalityTerms(db, companyId, ids);
};

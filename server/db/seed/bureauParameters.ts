import { Bureau, QueryType } from '../../../domain/bureauQueries';
import { defaultPjQuerySettings } from '../../../domain/pjQuerySettings';
import type { Database } from '../client';
import { bureauQueryParameters, pjQuerySettings } from '../schema';

type Demo = [bureauId: number, validityDays: number, cost: string | null];

/** Per query type, the bureaus in fallback order, as a Brazilian surety insurer contracts them. */
const demoBureaus: [number, Demo[]][] = [
  [
    QueryType.CADASTRAL_PJ,
    [
      [Bureau.RECEITA_FEDERAL, 30, null],
      [Bureau.SERASA, 30, '3.90'],
      [Bureau.NEOWAY, 30, '2.50'],
    ],
  ],
  [QueryType.CADASTRAL_PF, [[Bureau.RECEITA_FEDERAL, 30, null]]],
  [
    QueryType.CREDITO_PJ,
    [
      [Bureau.SERASA, 30, '18.50'],
      [Bureau.BOA_VISTA, 30, '14.90'],
      [Bureau.QUOD, 30, '9.80'],
    ],
  ],
  [
    QueryType.CREDITO_PF,
    [
      [Bureau.BOA_VISTA, 30, '6.90'],
      [Bureau.SERASA, 30, '8.40'],
    ],
  ],
  [
    QueryType.SOCIOS_PEP,
    [
      [Bureau.BIGDATACORP, 90, '4.20'],
      [Bureau.NEOWAY, 90, '5.10'],
    ],
  ],
  [QueryType.PROCESSOS_JUDICIAIS, [[Bureau.BIGDATACORP, 60, '7.50']]],
];

/** The demo tenant's bureau query parameters and PJ query settings. */
export const seedDemoBureauParameters = async (db: Database, companyId: number) => {
  for (const [queryTypeId, list] of demoBureaus) {
    await db.insert(bureauQueryParameters).values(
      list.map(([bureauId, validityDays, cost], index) => ({
        companyId,
        queryTypeId,
        bureauId,
        priority: index + 1,
        validityDays,
        costPerQuery: cost,
      })),
    );
  }
  await db.insert(pjQuerySettings).values({
    companyId,
    queryTypeIds: defaultPjQuerySettings.TiposConsulta,
    fillRegistration: defaultPjQuerySettings.PreencherDadosCadastrais,
    minCompanyAgeMonths: 12,
    blockedSituations: defaultPjQuerySettings.SituacoesBloqueadas,
    dataValidityDays: defaultPjQuerySettings.ValidadeDadosDias,
  });
};

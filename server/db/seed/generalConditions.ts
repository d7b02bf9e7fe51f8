import {
  type GeneralConditionInput,
  type GeneralConditionSector,
  publicationChanges,
  validateGeneralCondition,
} from '../../../domain/generalConditions';
import { GENERAL_CONDITIONS_ENTITY } from '../../modules/general-conditions/history';
import { recordChange } from '../../modules/history/service';
import type { Database } from '../client';
import { generalConditionVersions } from '../schema';

const AUTHOR = 'Implantação Aval';

const clauses = (items: [string, string][]) =>
  items.map(([title, text]) => `<h3>${title}</h3><p>${text}</p>`).join('');

const publicV1 = clauses([
  [
    'Cláusula 1 – Objeto',
    'Este contrato garante o fiel cumprimento das obrigações assumidas pelo tomador no contrato principal firmado com o segurado, órgão ou entidade da Administração Pública, até o valor da garantia fixado na apólice.',
  ],
  [
    'Cláusula 2 – Definições',
    'Segurado: a Administração Pública contratante. Tomador: o devedor das obrigações garantidas. Contrato principal: o contrato, edital ou documento que origina as obrigações garantidas.',
  ],
  [
    'Cláusula 3 – Vigência',
    'A vigência da apólice acompanha o prazo do contrato principal e é estendida por endosso sempre que o contrato principal for prorrogado ou alterado.',
  ],
  [
    'Cláusula 4 – Expectativa e caracterização do sinistro',
    'O segurado comunicará à seguradora a expectativa de sinistro logo que conhecer o inadimplemento do tomador; o sinistro fica caracterizado com a conclusão do processo administrativo que apurar o inadimplemento.',
  ],
  [
    'Cláusula 5 – Indenização',
    'Caracterizado o sinistro, a seguradora indenizará o segurado em até 30 (trinta) dias da entrega de todos os documentos, pelo pagamento em dinheiro ou pela execução da obrigação, conforme previsto na apólice.',
  ],
]);

const publicV2 =
  publicV1.replace(
    'até o valor da garantia fixado na apólice.',
    'até o valor da garantia fixado na apólice, nos termos da Lei nº 14.133/2021 e da Circular SUSEP nº 662/2022.',
  ) +
  clauses([
    [
      'Cláusula 6 – Retomada da obra',
      'Nos contratos de obras e serviços de engenharia com cláusula de retomada, a seguradora poderá assumir a execução do objeto, diretamente ou por terceiros, em vez de pagar a indenização.',
    ],
  ]);

const privateV1 = clauses([
  [
    'Cláusula 1 – Objeto',
    'Este seguro garante ao segurado, pessoa jurídica de direito privado, o cumprimento das obrigações do tomador previstas no contrato principal, até o valor da garantia.',
  ],
  [
    'Cláusula 2 – Definições',
    'Segurado: o credor das obrigações garantidas. Tomador: o devedor dessas obrigações. Prêmio: o valor pago pelo tomador à seguradora pela garantia.',
  ],
  [
    'Cláusula 3 – Inadimplência do tomador',
    'O não pagamento do prêmio pelo tomador não prejudica o direito do segurado à indenização, que permanece devida enquanto vigente a obrigação garantida.',
  ],
  [
    'Cláusula 4 – Caracterização do sinistro',
    'O sinistro fica caracterizado com a notificação do segurado, acompanhada do contrato principal e da prova do inadimplemento, após o prazo de regularização de 15 (quinze) dias dado ao tomador.',
  ],
  [
    'Cláusula 5 – Sub-rogação',
    'Paga a indenização, a seguradora sub-roga-se nos direitos do segurado contra o tomador e contra os seus garantidores, até o valor pago.',
  ],
]);

const demoVersions: (GeneralConditionInput & { Sector: GeneralConditionSector })[] = [
  {
    Sector: 'PUBLIC',
    Title: 'Condições gerais – Seguro Garantia Setor Público',
    SusepProcessNumber: '15414.900118/2021-12',
    EffectiveFrom: '2021-03-01',
    Html: publicV1,
  },
  {
    Sector: 'PUBLIC',
    Title: 'Condições gerais – Seguro Garantia Setor Público (Lei 14.133)',
    SusepProcessNumber: '15414.902345/2024-07',
    EffectiveFrom: '2024-07-01',
    Html: publicV2,
  },
  {
    Sector: 'PRIVATE',
    Title: 'Condições gerais – Seguro Garantia Setor Privado',
    SusepProcessNumber: '15414.900277/2022-31',
    EffectiveFrom: '2022-01-10',
    Html: privateV1,
  },
];

/** The demo tenant's general conditions: two versions for the public sector, one private. */
export const seedDemoGeneralConditions = async (db: Database, companyId: number) => {
  const last = new Map<GeneralConditionSector, Parameters<typeof publicationChanges>[1]>();
  for (const input of demoVersions) {
    const { values, problems } = validateGeneralCondition(input);
    if (problems.length) throw new Error(`${input.Title}: ${problems.join(' ')}`);
    const previous = last.get(values.Sector) ?? null;
    const next = { ...values, Number: (previous?.Number ?? 0) + 1 };
    await db.insert(generalConditionVersions).values({
      companyId,
      sector: values.Sector,
      number: next.Number,
      title: values.Title,
      susepProcessNumber: values.SusepProcessNumber,
      effectiveFrom: values.EffectiveFrom,
      html: values.Html,
      createdByName: AUTHOR,
    });
    await recordChange(db, {
      companyId,
      entity: GENERAL_CONDITIONS_ENTITY,
      entityId: values.Sector,
      changedBy: { name: AUTHOR },
      changes: publicationChanges(previous, next),
    });
    last.set(values.Sector, next);
  }
};

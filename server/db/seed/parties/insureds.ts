import { eq } from 'drizzle-orm';
import { insuredBranchLabel } from '../../../../domain/insureds';
import type { PartyLocationInput } from '../../../../domain/partyLocation';
import { recordChange } from '../../../modules/history/service';
import { addLocation } from '../../../modules/locations/partyLocations';
import type { Database } from '../../client';
import { insureds } from '../../schema';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../documentNumbers';

const SEED_AUTHOR = { name: 'Carga inicial' };

type Address = Omit<PartyLocationInput, 'Number' | 'Complement' | 'Neighborhood'> & {
  Number?: string;
  Complement?: string;
  Neighborhood?: string;
};

interface DemoInsured {
  name: string;
  nomeSocial?: string;
  cpfCnpj: string;
  isPrivate: boolean;
  blockJustify?: string;
  addresses: Address[];
}

const SP = 35;
const RJ = 33;
const MG = 31;
const PR = 41;
const RS = 43;
const BA = 29;
const DF = 53;

/** Public bodies and private contracting parties, each with its main address (real CEPs). */
const demoInsureds: DemoInsured[] = [
  {
    name: 'Prefeitura Municipal de São Paulo',
    cpfCnpj: cnpjWithCheckDigits('463950000001'),
    isPrivate: false,
    addresses: [
      {
        ZipCode: '01002900',
        AddressName: 'Viaduto do Chá',
        Number: '15',
        Neighborhood: 'Centro',
        StateProvinceId: SP,
        CityId: 3550308,
      },
    ],
  },
  {
    name: 'Departamento Nacional de Infraestrutura de Transportes - DNIT',
    nomeSocial: 'DNIT',
    cpfCnpj: cnpjWithCheckDigits('048927070001'),
    isPrivate: false,
    addresses: [
      {
        ZipCode: '70040902',
        AddressName: 'Setor de Autarquias Norte, Quadra 3, Bloco A',
        Neighborhood: 'Asa Norte',
        StateProvinceId: DF,
        CityId: 5300108,
      },
      {
        ZipCode: '20050092',
        AddressName: 'Rua Uruguaiana',
        Number: '174',
        Complement: 'Superintendência Regional no Rio de Janeiro',
        Neighborhood: 'Centro',
        StateProvinceId: RJ,
        CityId: 3304557,
      },
    ],
  },
  {
    name: 'Governo do Estado de Minas Gerais - SEINFRA',
    nomeSocial: 'Secretaria de Estado de Infraestrutura, Mobilidade e Parcerias',
    cpfCnpj: cnpjWithCheckDigits('057841430001'),
    isPrivate: false,
    addresses: [
      {
        ZipCode: '31630901',
        AddressName: 'Rodovia Papa João Paulo II',
        Number: '4001',
        Complement: 'Cidade Administrativa, Prédio Gerais',
        Neighborhood: 'Serra Verde',
        StateProvinceId: MG,
        CityId: 3106200,
      },
    ],
  },
  {
    name: 'Tribunal Regional do Trabalho da 2ª Região',
    nomeSocial: 'TRT-2',
    cpfCnpj: cnpjWithCheckDigits('035361000001'),
    isPrivate: false,
    addresses: [
      {
        ZipCode: '01302906',
        AddressName: 'Rua da Consolação',
        Number: '1272',
        Neighborhood: 'Consolação',
        StateProvinceId: SP,
        CityId: 3550308,
      },
    ],
  },
  {
    name: 'Companhia do Metropolitano de São Paulo - Metrô',
    nomeSocial: 'Metrô',
    cpfCnpj: cnpjWithCheckDigits('620703620001'),
    isPrivate: false,
    addresses: [
      {
        ZipCode: '01014920',
        AddressName: 'Rua Boa Vista',
        Number: '175',
        Neighborhood: 'Centro',
        StateProvinceId: SP,
        CityId: 3550308,
      },
    ],
  },
  {
    name: 'Vale Verde Energia S.A.',
    cpfCnpj: cnpjWithCheckDigits('284613970001'),
    isPrivate: true,
    addresses: [
      {
        ZipCode: '80010010',
        AddressName: 'Rua Marechal Deodoro',
        Number: '630',
        Complement: '18º andar',
        Neighborhood: 'Centro',
        StateProvinceId: PR,
        CityId: 4106902,
      },
      {
        ZipCode: '13015904',
        AddressName: 'Avenida Francisco Glicério',
        Number: '1046',
        Complement: 'Escritório regional',
        Neighborhood: 'Centro',
        StateProvinceId: SP,
        CityId: 3509502,
      },
    ],
  },
  {
    name: 'Rede Bom Preço Supermercados Ltda.',
    cpfCnpj: cnpjWithCheckDigits('319052860001'),
    isPrivate: true,
    addresses: [
      {
        ZipCode: '20071003',
        AddressName: 'Avenida Presidente Vargas',
        Number: '409',
        Complement: 'Sala 1201',
        Neighborhood: 'Centro',
        StateProvinceId: RJ,
        CityId: 3304557,
      },
      {
        ZipCode: '25085000',
        AddressName: 'Rodovia Washington Luiz',
        Number: '3200',
        Complement: 'Centro de distribuição',
        Neighborhood: 'Jardim Primavera',
        StateProvinceId: RJ,
        CityId: 3301702,
      },
    ],
  },
  {
    name: 'Construtora Horizonte Azul Ltda.',
    cpfCnpj: cnpjWithCheckDigits('417396580001'),
    isPrivate: true,
    blockJustify:
      'Execução fiscal em andamento contra o segurado (processo 5001234-56.2025.4.04.7100); ' +
      'bloqueado até a apresentação da certidão de regularidade.',
    addresses: [
      {
        ZipCode: '90020008',
        AddressName: 'Rua dos Andradas',
        Number: '1234',
        Neighborhood: 'Centro Histórico',
        StateProvinceId: RS,
        CityId: 4314902,
      },
    ],
  },
  {
    name: 'Juliana Martins Rocha',
    cpfCnpj: cpfWithCheckDigits('538207164'),
    isPrivate: true,
    addresses: [
      {
        ZipCode: '41820021',
        AddressName: 'Avenida Tancredo Neves',
        Number: '1632',
        Complement: 'Sala 804',
        Neighborhood: 'Caminho das Árvores',
        StateProvinceId: BA,
        CityId: 2927408,
      },
    ],
  },
];

/** Demo insured parties (public and private) with their addresses and history. */
export const seedDemoInsureds = async (db: Database, companyId: number) => {
  for (const demo of demoInsureds) {
    const [row] = await db
      .insert(insureds)
      .values({
        companyId,
        name: demo.name,
        nomeSocial: demo.nomeSocial ?? null,
        cpfCnpj: demo.cpfCnpj,
        isPrivate: demo.isPrivate,
      })
      .returning();
    await recordChange(db, {
      companyId,
      entity: 'Insured',
      entityId: row.id,
      changedBy: SEED_AUTHOR,
      changes: [
        { field: 'Name', oldValue: null, newValue: row.name },
        { field: 'CpfCnpj', oldValue: null, newValue: row.cpfCnpj },
        { field: 'IsPrivate', oldValue: null, newValue: insuredBranchLabel(row.isPrivate) },
      ],
    });
    const owner = { companyId, kind: 'insured' as const, id: row.id, historyEntity: 'Insured' };
    for (const address of demo.addresses) {
      await addLocation(
        db,
        owner,
        {
          ...address,
          Number: address.Number ?? null,
          Complement: address.Complement ?? null,
          Neighborhood: address.Neighborhood ?? null,
        },
        SEED_AUTHOR,
      );
    }
    if (demo.blockJustify) {
      await db
        .update(insureds)
        .set({ isBlocked: true, blockJustify: demo.blockJustify, version: 2 })
        .where(eq(insureds.id, row.id));
      await recordChange(db, {
        companyId,
        entity: 'Insured',
        entityId: row.id,
        changedBy: SEED_AUTHOR,
        changes: [
          { field: 'IsBlocked', oldValue: false, newValue: true },
          { field: 'BlockJustify', oldValue: null, newValue: demo.blockJustify },
        ],
      });
    }
  }
};

import type { PartyLocationInput } from '../../../../domain/partyLocation';
import { recordChange } from '../../../modules/history/service';
import { addLocation } from '../../../modules/locations/partyLocations';
import type { Database } from '../../client';
import { beneficiaries } from '../../schema';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../documentNumbers';

const SEED_AUTHOR = { name: 'Carga inicial' };

interface DemoBeneficiary {
  name: string;
  cpfCnpj: string;
  address: PartyLocationInput;
}

/**
 * Who receives the indemnity in the demo proposals: a labour-court claimant (judicial bonds), a
 * municipal treasury (tax enforcement), a utility (energy supply) and a state roads department
 * (public works). Real CEPs and IBGE city codes.
 */
const demoBeneficiaries: DemoBeneficiary[] = [
  {
    name: 'Maria Aparecida dos Santos Oliveira',
    cpfCnpj: cpfWithCheckDigits('418273906'),
    address: {
      ZipCode: '04101000',
      AddressName: 'Rua Vergueiro',
      Number: '2045',
      Complement: 'Apto 82',
      Neighborhood: 'Vila Mariana',
      StateProvinceId: 35,
      CityId: 3550308,
    },
  },
  {
    name: 'Município de Curitiba - Secretaria Municipal de Finanças',
    cpfCnpj: cnpjWithCheckDigits('761799500001'),
    address: {
      ZipCode: '80530908',
      AddressName: 'Avenida Cândido de Abreu',
      Number: '817',
      Complement: null,
      Neighborhood: 'Centro Cívico',
      StateProvinceId: 41,
      CityId: 4106902,
    },
  },
  {
    name: 'Companhia Mineira de Energia e Saneamento S.A.',
    cpfCnpj: cnpjWithCheckDigits('172813060001'),
    address: {
      ZipCode: '30190131',
      AddressName: 'Avenida Barbacena',
      Number: '1200',
      Complement: '17º andar',
      Neighborhood: 'Santo Agostinho',
      StateProvinceId: 31,
      CityId: 3106200,
    },
  },
  {
    name: 'Departamento de Estradas de Rodagem do Estado do Rio de Janeiro - DER-RJ',
    cpfCnpj: cnpjWithCheckDigits('421982560001'),
    address: {
      ZipCode: '20071002',
      AddressName: 'Avenida Presidente Vargas',
      Number: '1100',
      Complement: null,
      Neighborhood: 'Centro',
      StateProvinceId: 33,
      CityId: 3304557,
    },
  },
];

/** The demo tenant's beneficiaries, each with its main address and its history. */
export const seedDemoBeneficiaries = async (db: Database, companyId: number) => {
  for (const demo of demoBeneficiaries) {
    const [row] = await db
      .insert(beneficiaries)
      .values({ companyId, name: demo.name, cpfCnpj: demo.cpfCnpj })
      .returning();
    await recordChange(db, {
      companyId,
      entity: 'Beneficiary',
      entityId: row.id,
      changedBy: SEED_AUTHOR,
      changes: [
        { field: 'Name', oldValue: null, newValue: row.name },
        { field: 'CpfCnpj', oldValue: null, newValue: row.cpfCnpj },
      ],
    });
    await addLocation(
      db,
      { companyId, kind: 'beneficiary', id: row.id, historyEntity: 'Beneficiary' },
      { ...demo.address, IsMain: true },
      SEED_AUTHOR,
    );
  }
};

import { and, eq } from 'drizzle-orm';
import {
  type InstallmentOverrideInput,
  type InstallmentParameterInput,
  validateInstallmentOverride,
  validateInstallmentParameter,
} from '../../../domain/installmentParameters';
import type { Database } from '../client';
import { installmentModalityParameters, installmentParameters, modalities } from '../schema';

const demoParameters: InstallmentParameterInput[] = [
  {
    Code: 'BOLETO',
    Name: 'Boleto bancário',
    MaxInstallments: 10,
    MinInstallmentValue: '200.00',
    PossibleGracePeriodsInDays: [0, 15, 30],
  },
  {
    Code: 'PIX',
    Name: 'PIX',
    MaxInstallments: 6,
    MinInstallmentValue: '100.00',
    PossibleGracePeriodsInDays: [0, 7],
  },
  {
    Code: 'DEBITO_AUTOMATICO',
    Name: 'Débito automático',
    MaxInstallments: 12,
    MinInstallmentValue: '150.00',
    PossibleGracePeriodsInDays: [0, 30],
  },
];

/** [payment code, modality name, override]: judicial guarantees are paid at once by boleto. */
const demoOverrides: [string, string, InstallmentOverrideInput][] = [
  ['BOLETO', 'Judicial trabalhista', { MaxInstallments: 1 }],
];

const valid = <T>({ values, problems }: { values: T; problems: string[] }, what: string) => {
  if (problems.length) throw new Error(`${what}: ${problems.join(' ')}`);
  return values;
};

/** The demo tenant's payment codes and one modality override (after the modalities seed). */
export const seedDemoInstallmentParameters = async (db: Database, companyId: number) => {
  const ids = new Map<string, number>();
  for (const input of demoParameters) {
    const fields = valid(validateInstallmentParameter(input), String(input.Code));
    const [row] = await db
      .insert(installmentParameters)
      .values({
        companyId,
        code: fields.Code,
        name: fields.Name,
        maxInstallments: fields.MaxInstallments,
        minInstallmentValue: fields.MinInstallmentValue,
        possibleGracePeriodsInDays: fields.PossibleGracePeriodsInDays,
        isActive: fields.IsActive,
      })
      .returning();
    ids.set(row.code, row.id);
  }
  for (const [code, modalityName, input] of demoOverrides) {
    const fields = valid(validateInstallmentOverride(input), modalityName);
    const [modality] = await db
      .select({ id: modalities.id })
      .from(modalities)
      .where(and(eq(modalities.companyId, companyId), eq(modalities.name, modalityName)));
    if (!modality) throw new Error(`Modalidade de demonstração ausente: ${modalityName}`);
    await db.insert(installmentModalityParameters).values({
      companyId,
      installmentParameterId: ids.get(code) as number,
      modalityId: modality.id,
      maxInstallments: fields.MaxInstallments,
      minInstallmentValue: fields.MinInstallmentValue,
      possibleGracePeriodsInDays: fields.PossibleGracePeriodsInDays,
    });
  }
};

import { eq } from 'drizzle-orm';
import { defaultIssuanceSettings, type IssuanceSettings } from '../../../domain/issuance';
import { addressValue } from '../../../domain/templates/values';
import type { Database } from '../../db/client';
import { companies, issuanceSettings } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

/** The tenant's address in one line, as documents print it. */
export const companyAddress = (company: CompanyRow) =>
  addressValue({
    AddressName: company.addressName,
    Number: company.addressNumber,
    Complement: company.complement,
    Neighborhood: company.neighborhood,
    CityName: company.city,
    StateName: company.state,
    ZipCode: company.zipCode,
  }) ?? '';

/**
 * The tenant's issuance settings: its issuance_settings row, or the defaults of
 * domain/issuance.ts (the demo collection account, the tenant as beneficiary and PIX key).
 */
export const loadIssuanceSettings = async (
  db: Database,
  companyId: number,
): Promise<IssuanceSettings & { company: CompanyRow }> => {
  const [[company], [row]] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    db.select().from(issuanceSettings).where(eq(issuanceSettings.companyId, companyId)),
  ]);
  const defaults = defaultIssuanceSettings({
    name: company.name,
    cnpj: company.cnpj,
    address: companyAddress(company),
  });
  if (!row) return { ...defaults, company };
  return { ...settingsOfRow(row), company };
};

/** The settings a saved issuance_settings row holds (without its Version and audit columns). */
export const settingsOfRow = (row: typeof issuanceSettings.$inferSelect): IssuanceSettings => ({
  bankCode: row.bankCode,
  agency: row.agency,
  account: row.account,
  accountDigit: row.accountDigit,
  carteira: row.carteira,
  beneficiaryCode: row.beneficiaryCode,
  beneficiaryName: row.beneficiaryName,
  beneficiaryDocument: row.beneficiaryDocument,
  beneficiaryAddress: row.beneficiaryAddress,
  pixKey: row.pixKey,
  firstDueDays: row.firstDueDays,
  issueBeforePayment: row.issueBeforePayment,
  cancellationMethod: row.cancellationMethod === 'PRAZO_CURTO' ? 'PRAZO_CURTO' : 'PRO_RATA',
});

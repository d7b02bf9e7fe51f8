/**
 * How a tenant issues (issuance_settings, issue 15): the defaults when the tenant has no row.
 * The demo collection account is a Bradesco (237) account in carteira 09, the layout
 * domain/boleto/freeField.ts encodes; the beneficiary and the PIX key default to the tenant
 * itself (the insurer's name, CNPJ and address), so a tenant issues slips before configuring
 * anything and every slip still names the right beneficiary.
 */
export type CancellationMethod = 'PRO_RATA' | 'PRAZO_CURTO';

export interface IssuanceSettings {
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  carteira: string;
  /**
   * The bank's code for the beneficiary where its layout needs one (domain/boleto
   * CollectionAccount): Banco do Brasil's convênio, Santander's and Caixa's código do beneficiário.
   */
  beneficiaryCode?: string | null;
  beneficiaryName: string;
  beneficiaryDocument: string;
  beneficiaryAddress: string;
  pixKey: string;
  /** Days from issuing the slips to the first instalment's due date. */
  firstDueDays: number;
  issueBeforePayment: boolean;
  cancellationMethod: CancellationMethod;
}

/** The account part of the defaults; the beneficiary part comes from the tenant. */
export const DEMO_COLLECTION_ACCOUNT = {
  bankCode: '237',
  agency: '3381',
  account: '0012345',
  accountDigit: '6',
  carteira: '09',
} as const;

export interface TenantIdentity {
  name: string;
  cnpj: string;
  address: string;
}

export const defaultIssuanceSettings = (tenant: TenantIdentity): IssuanceSettings => ({
  ...DEMO_COLLECTION_ACCOUNT,
  beneficiaryName: tenant.name,
  beneficiaryDocument: tenant.cnpj,
  beneficiaryAddress: tenant.address,
  // a CNPJ is a PIX key (chave CNPJ): digits only
  pixKey: tenant.cnpj.replace(/\D/g, ''),
  firstDueDays: 5,
  issueBeforePayment: false,
  cancellationMethod: 'PRO_RATA',
});

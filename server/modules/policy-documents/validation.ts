import { and, eq } from 'drizzle-orm';
import type { PolicyValidationAnswer } from '../../../domain/contracts/policies';
import { stripDocument } from '../../../domain/cpfCnpj';
import { policyStatusLabel } from '../../../domain/policyStatus';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, insureds, modalities, policies, policyHolders } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { resolveTenant, type TenantHint } from '../accounts/brokerRegistration';
import { POLICY_NOT_VALIDATED } from './messages';

/**
 * ValidatePolicy (public, no sign-in): confirms a policy is authentic to whoever holds its number
 * and the insured's or the holder's CPF/CNPJ (mask ignored), answering only its status, modality,
 * IS, term and insurer. The tenant is the companyKey header the portal sends on every call (its
 * portal config), else the host the portal is served on — as on the other signed-out calls; the
 * number is unique per tenant. An unknown tenant, an unknown number and a document of neither
 * party all get the same 404, so the answer never tells which part failed.
 */
export const validatePolicy = async (
  db: Database,
  tenant: TenantHint,
  query: { numeroApolice: string; documento: string },
): Promise<PolicyValidationAnswer> => {
  const notFound = new NotFoundError(POLICY_NOT_VALIDATED);
  const company = await resolveTenant(db, tenant).catch(() => {
    throw notFound;
  });
  const insured = alias(insureds, 'validated_insured');
  const [row] = await db
    .select({
      number: policies.number,
      status: policies.status,
      modalityName: modalities.name,
      insuredAmountValue: policies.insuredAmountValue,
      startDate: policies.startDate,
      endDate: policies.endDate,
      insurerName: companies.name,
      insurerDocument: companies.cnpj,
      holderDocument: policyHolders.cpfCnpj,
      insuredDocument: insured.cpfCnpj,
    })
    .from(policies)
    .innerJoin(companies, eq(companies.id, policies.companyId))
    .innerJoin(modalities, eq(modalities.id, policies.modalityId))
    .innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId))
    .innerJoin(insured, eq(insured.id, policies.insuredId))
    .where(and(eq(policies.companyId, company.id), eq(policies.number, query.numeroApolice.trim())))
    .limit(1);
  const document = stripDocument(query.documento);
  if (!row || !document || ![row.holderDocument, row.insuredDocument].includes(document)) {
    throw notFound;
  }
  return {
    PolicyNumber: row.number,
    StatusName: policyStatusLabel(row.status),
    ModalityName: row.modalityName,
    InsuredAmountValue: row.insuredAmountValue,
    StartDate: row.startDate,
    EndDate: row.endDate,
    InsurerName: row.insurerName,
    InsurerDocument: row.insurerDocument,
  };
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import { mainLocation } from '../../../domain/templates';
import { addressValue } from '../../../domain/templates/values';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { archives, bankSlips, policyHolders } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { attachArchives } from '../files/attach';
import { downloadUrl, saveUpload } from '../files/service';
import type { FileStorage } from '../files/storage';
import { locationsByOwner } from '../locations/partyLocations';
import { findVisibleProposal, type ProposalRow } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import type { BankSlipRow } from './commands';
import { NO_BANK_SLIPS, NO_OPEN_BANK_SLIPS } from './messages';
import { loadIssuanceSettings } from './settings';
import { renderSlipPdf } from './slipPdf';

/** A slip's PDF file name; it names the slip (bank and nosso número), so it is found again. */
export const slipFileName = (proposalNumber: number, slip: BankSlipRow) =>
  `boleto-proposta-${proposalNumber}-parcela-${slip.installmentNumber}-${slip.bankCode}-${slip.ourNumber}.pdf`;

const payerOf = async (db: Database, row: ProposalRow) => {
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, row.policyHolderId));
  const locations = await locationsByOwner(db, row.companyId, 'policy_holder', [holder.id]);
  return {
    name: holder.name,
    document: holder.cpfCnpj,
    address: addressValue(mainLocation(locations.get(holder.id))),
  };
};

/**
 * DownloadBankSlip: one PDF per open or paid instalment, rendered once and kept as an archive of
 * the proposal (files/owners.ts 'proposal': whoever reads the proposal downloads it), answered as
 * signed links in instalment order. 409 while the proposal has no slips.
 */
export const downloadBankSlips = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
  auth: AuthContext,
  proposalUniqueId: string,
): Promise<{ LinksToDownload: string[] }> => {
  const row = await findVisibleProposal(db, auth, proposalUniqueId);
  const slips = await db
    .select()
    .from(bankSlips)
    .where(eq(bankSlips.proposalId, row.id))
    .orderBy(asc(bankSlips.installmentNumber));
  if (slips.length === 0) throw new ConflictError(NO_BANK_SLIPS);
  const printable = slips.filter((slip) => slip.status === 'ABERTO' || slip.status === 'PAGO');
  if (printable.length === 0) throw new ConflictError(NO_OPEN_BANK_SLIPS);

  const names = printable.map((slip) => slipFileName(row.number, slip));
  const stored = await db
    .select({ uniqueId: archives.uniqueId, name: archives.name })
    .from(archives)
    .where(
      and(
        eq(archives.companyId, row.companyId),
        eq(archives.ownerKind, 'proposal'),
        eq(archives.ownerId, row.id),
        inArray(archives.name, names),
      ),
    )
    .orderBy(asc(archives.id));

  let context: {
    settings: Awaited<ReturnType<typeof loadIssuanceSettings>>;
    payer: Awaited<ReturnType<typeof payerOf>>;
  } | null = null;
  const links: string[] = [];
  for (const [index, slip] of printable.entries()) {
    let archiveId = stored.find((archive) => archive.name === names[index])?.uniqueId;
    if (!archiveId) {
      context ??= {
        settings: await loadIssuanceSettings(db, row.companyId),
        payer: await payerOf(db, row),
      };
      const { settings, payer } = context;
      const bytes = await renderSlipPdf({
        proposalNumber: row.number,
        installmentNumber: slip.installmentNumber,
        installments: slips.length,
        issuedOn: slip.createdAt.toISOString().slice(0, 10),
        dueDate: slip.dueDate,
        amount: slip.amount,
        bankCode: slip.bankCode,
        agency: settings.agency,
        account: settings.account,
        accountDigit: settings.accountDigit,
        carteira: settings.carteira,
        beneficiaryCode: settings.beneficiaryCode,
        ourNumber: slip.ourNumber,
        barcode: slip.barcode,
        digitableLine: slip.digitableLine,
        pixPayload: slip.pixPayload,
        beneficiary: {
          name: settings.beneficiaryName,
          document: settings.beneficiaryDocument,
          address: settings.beneficiaryAddress,
        },
        payer,
      });
      const saved = await saveUpload(db, storage, auth, names[index], bytes);
      await attachArchives(db, auth, [saved.uniqueIdentifier], { kind: 'proposal', id: row.id });
      archiveId = saved.uniqueIdentifier;
    }
    links.push(await downloadUrl(db, config, auth, archiveId));
  }
  return { LinksToDownload: links };
};

import {
  BENEFICIARY_NAME_MAX_LENGTH,
  type BeneficiaryValidation,
} from '../../../domain/beneficiaries';
import { documentType, isValidCnpj, isValidCpf, stripDocument } from '../../../domain/cpfCnpj';
import type { Database } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../http/errors';
import { recordChange } from '../history/service';
import { addLocation, type LocationOwner, updateLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import {
  CNPJ_INVALID,
  CPF_INVALID,
  DOCUMENT_REQUIRED,
  DOCUMENT_SHAPE,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PF_NOT_ALLOWED,
  REGISTER_REFUSED,
} from './messages';
import type { SaveBeneficiaryLocationBody, ValidateBeneficiaryBody } from './schemas';
import { type BeneficiaryRow, beneficiaryOf, findBeneficiaryByDocument } from './queries';
import { canManageBeneficiaries, findVisibleBeneficiary } from './scope';

export const BENEFICIARY_ENTITY = 'Beneficiary';

/** pt-BR label of each field recorded in a beneficiary's history. */
export const beneficiaryHistoryLabels: Record<string, string> = {
  Name: 'Nome',
  CpfCnpj: 'CPF/CNPJ',
};

const author = (auth: AuthContext) => ({ userId: auth.userId });

const beneficiaryOwner = (row: BeneficiaryRow): LocationOwner => ({
  companyId: row.companyId,
  kind: 'beneficiary',
  id: row.id,
  historyEntity: BENEFICIARY_ENTITY,
});

/** The document without mask, or the problems naming the field. */
const checkDocument = (raw: string | null | undefined) => {
  const value = stripDocument(raw);
  if (!value) return { value, problems: [DOCUMENT_REQUIRED] };
  const type = documentType(value);
  if (type === 'cpf') return { value, problems: isValidCpf(value) ? [] : [CPF_INVALID] };
  if (type === 'cnpj') return { value, problems: isValidCnpj(value) ? [] : [CNPJ_INVALID] };
  return { value, problems: [DOCUMENT_SHAPE] };
};

const checkName = (raw: string | null | undefined) => {
  const value = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!value) return { value, problems: [NAME_REQUIRED] };
  if (value.length > BENEFICIARY_NAME_MAX_LENGTH) return { value, problems: [NAME_TOO_LONG] };
  return { value, problems: [] as string[] };
};

const register = (db: Database, auth: AuthContext, name: string, document: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(beneficiaries)
      .values({ companyId: auth.companyId, name, cpfCnpj: document })
      .onConflictDoNothing()
      .returning();
    // Registered meanwhile by someone else: use that one.
    if (!row) return undefined;
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: BENEFICIARY_ENTITY,
      entityId: row.id,
      changedBy: author(auth),
      changes: [
        { field: 'Name', oldValue: null, newValue: row.name },
        { field: 'CpfCnpj', oldValue: null, newValue: row.cpfCnpj },
      ],
    });
    return row;
  });

/**
 * ValidateBeneficiaryByDocument: a valid CPF/CNPJ (else 400); a CPF cannot be used when the
 * modality accepts no natural person; an existing beneficiary is returned as it is; an unknown
 * document with Name registers the beneficiary (manage functionalities only).
 */
export const validateBeneficiary = async (
  db: Database,
  auth: AuthContext,
  input: ValidateBeneficiaryBody,
): Promise<BeneficiaryValidation> => {
  const document = checkDocument(input.Document);
  const name = input.Name == null ? undefined : checkName(input.Name);
  const problems = [...document.problems, ...(name?.problems ?? [])];
  if (problems.length) throw new ValidationError(problems);
  const existing = await findBeneficiaryByDocument(db, auth, document.value);
  if (input.CanHaveBeneficiaryPF === false && documentType(document.value) === 'cpf') {
    return {
      CanUse: false,
      Reasons: [PF_NOT_ALLOWED],
      Beneficiary: existing ? await beneficiaryOf(db, existing) : null,
    };
  }
  if (existing)
    return { CanUse: true, Reasons: [], Beneficiary: await beneficiaryOf(db, existing) };
  if (!name) return { CanUse: true, Reasons: [], Beneficiary: null };
  if (!canManageBeneficiaries(auth)) throw new ForbiddenError(REGISTER_REFUSED);
  const row =
    (await register(db, auth, name.value, document.value)) ??
    (await findBeneficiaryByDocument(db, auth, document.value));
  return { CanUse: true, Reasons: [], Beneficiary: row ? await beneficiaryOf(db, row) : null };
};

/** SaveBeneficiaryLocation: adds an address, or updates LocationId (the beneficiary's own). */
export const saveBeneficiaryLocation = async (
  db: Database,
  auth: AuthContext,
  input: SaveBeneficiaryLocationBody,
) => {
  const row = await findVisibleBeneficiary(db, auth, input.BeneficiaryUniqueId);
  const owner = beneficiaryOwner(row);
  await db.transaction((tx) =>
    input.LocationId
      ? updateLocation(tx, owner, input.LocationId, input.Location, author(auth))
      : addLocation(tx, owner, input.Location, author(auth)),
  );
  return beneficiaryOf(db, row);
};

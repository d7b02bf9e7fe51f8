import type { DecimalInput } from '../decimalValue';
import type { DateInput } from '../format';

/**
 * What the tag engine reads. Every field is optional: the engine renders whatever it is given and
 * leaves the rest as missing tags, so one shape serves a saved proposal, a wizard draft and the
 * editor's preview.
 */

/** An address as the gateway answers it (Location) or as endorsement drafts carry it (Endereco). */
export interface TemplateLocation {
  Id?: number | null;
  IsMain?: boolean | null;
  AddressName?: string | null;
  /** Older answers name the street `Address`. */
  Address?: string | null;
  Number?: string | null;
  Complement?: string | null;
  Neighborhood?: string | null;
  City?: { Name?: string | null } | null;
  CityName?: string | null;
  StateProvince?: { Name?: string | null } | null;
  StateName?: string | null;
  ZipCode?: string | null;
}

/**
 * A policy holder or insured: the proposal's PolicyHolder / Insured (Name, Locations), the
 * endorsement draft's DadosTomador / DadosSegurado (Nome, Endereco) or the request wizard's
 * party (Name, Location).
 */
export interface TemplateParty {
  Name?: string | null;
  Nome?: string | null;
  CpfCnpj?: string | null;
  Locations?: readonly TemplateLocation[] | null;
  MainLocation?: TemplateLocation | null;
  Location?: TemplateLocation | null;
  Endereco?: TemplateLocation | null;
}

export interface TemplateValue {
  Value?: string | null;
}

/** A proposal, a policy or an endorsement: the fields of spec part 2 §3 that templates read. */
export interface TemplateProposal {
  PolicyNumber?: string | null;
  Modality?: { Name?: string | null } | null;
  StartDate?: DateInput;
  EndDate?: DateInput;
  DeadlineDays?: DecimalInput;
  InsuredAmountValue?: DecimalInput;
  ComplementaryModality?: { Id?: number | null; Name?: string | null } | null;
  ComplementaryStartDate?: DateInput;
  ComplementaryEndDate?: DateInput;
  ComplementaryDeadlineDays?: DecimalInput;
  ComplementaryInsuredAmountValue?: DecimalInput;
  PolicyHolder?: TemplateParty | null;
  Insured?: TemplateParty | null;
  /** The insured's address chosen for this proposal; wins over the insured's main location. */
  InsuredLocation?: TemplateLocation | null;
  /** JSON text or object; an endorsement keeps its new dates here as INI_VIGENCIA, FIM_VIGENCIA. */
  ObjectJSON?: string | Record<string, unknown> | null;
  ContractualTerms?: {
    Object?: readonly TemplateValue[] | null;
    ParticularClausule?: readonly TemplateValue[] | null;
  } | null;
  ReasonEndorsementRequestDescription?: string | null;
}

export interface TemplateEndorsement extends TemplateProposal {
  /** 1 Cancelamento, 2 Alteração, … (domain/endorsementTypes.ts). */
  EndorsementTypeId: number;
}

/** The insurer (the tenant company). */
export interface TemplateInsurer extends TemplateLocation {
  Name?: string | null;
  Cnpj?: string | null;
}

/** A company term tag: `[Name]` in a text is replaced by Value. */
export interface TermTag {
  Name: string;
  Value: string;
}

export interface TemplateData {
  /** The proposal being written, or for an endorsement the policy being endorsed. */
  proposal?: TemplateProposal | null;
  endorsement?: TemplateEndorsement | null;
  insurer?: TemplateInsurer | null;
  termTags?: readonly TermTag[] | null;
  /** TAG_DATA_ATUAL; the current date when absent. */
  today?: DateInput;
}

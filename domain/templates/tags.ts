import type { TemplateContext } from './context';
import type { TemplateLocation, TemplateParty } from './types';
import {
  addressValue,
  baseDays,
  cityName,
  complementaryDays,
  dateValue,
  documentValue,
  insuredLocation,
  listValue,
  moneyInWords,
  moneyValue,
  partyLocation,
  partyName,
  stateName,
  street,
  zipValue,
} from './values';

export const templateTagGroups = [
  'Proposta/Apólice',
  'Tomador',
  'Segurado',
  'Seguradora',
  'Endosso',
] as const;
export type TemplateTagGroup = (typeof templateTagGroups)[number];

interface TagSpec {
  group: TemplateTagGroup;
  description: string;
  value: (context: TemplateContext) => string | null;
}

const spec = (group: TemplateTagGroup, description: string, value: TagSpec['value']): TagSpec => ({
  group,
  description,
  value,
});

const trimmed = (value: string | null | undefined) => value?.trim() || null;

const P = 'Proposta/Apólice';
const E = 'Endosso';

const holderOf = (c: TemplateContext): TemplateParty | null => c.proposal?.PolicyHolder ?? null;
const insuredOf = (c: TemplateContext): TemplateParty | null => c.proposal?.Insured ?? null;

/** The endorsement's party when it carries one, else the policy's. */
const endorsedHolder = (c: TemplateContext) => c.endorsement?.PolicyHolder ?? holderOf(c);
const endorsedInsured = (c: TemplateContext) => c.endorsement?.Insured ?? insuredOf(c);
const endorsedInsuredLocation = (c: TemplateContext) =>
  insuredLocation(c.endorsement) ?? insuredLocation(c.proposal);

const insurerLocation = (c: TemplateContext): TemplateLocation | null => c.insurer;

/** Every tag the engine fills, with what it shows, in the order the editor offers them. */
const TAGS = {
  NUMERO_APOLICE: spec(P, 'Número da apólice', (c) => trimmed(c.proposal?.PolicyNumber)),
  MODALIDADE: spec(P, 'Nome da modalidade', (c) => trimmed(c.proposal?.Modality?.Name)),
  INI_VIGENCIA: spec(P, 'Início de vigência (DD/MM/AAAA)', (c) => dateValue(c.validity.start)),
  FIM_VIGENCIA: spec(P, 'Fim de vigência (DD/MM/AAAA)', (c) => dateValue(c.validity.end)),
  PRAZO_DIAS: spec(P, 'Prazo da modalidade principal, em dias', (c) => {
    const days = baseDays(c.proposal);
    return days ? days.toFixed(0) : null;
  }),
  PRAZO_DIAS_APOLICE: spec(
    P,
    'Prazo da apólice: dias da principal mais os da complementar',
    (c) => {
      const days = baseDays(c.proposal);
      return days ? days.plus(complementaryDays(c.proposal) ?? 0).toFixed(0) : null;
    },
  ),
  VALOR_IS: spec(P, 'Importância segurada (R$)', (c) => moneyValue(c.proposal?.InsuredAmountValue)),
  VALOR_IS_EXT: spec(P, 'Importância segurada por extenso', (c) =>
    moneyInWords(c.proposal?.InsuredAmountValue),
  ),
  MODALIDADE_COMPLEMENTAR: spec(P, 'Nome da modalidade complementar', (c) =>
    trimmed(c.proposal?.ComplementaryModality?.Name),
  ),
  INI_VIGENCIA_COMPLEMENTAR: spec(P, 'Início de vigência da complementar', (c) =>
    dateValue(c.proposal?.ComplementaryStartDate),
  ),
  FIM_VIGENCIA_COMPLEMENTAR: spec(P, 'Fim de vigência da complementar', (c) =>
    dateValue(c.proposal?.ComplementaryEndDate),
  ),
  PRAZO_DIAS_COMPLEMENTAR: spec(P, 'Prazo da modalidade complementar, em dias', (c) => {
    const days = complementaryDays(c.proposal);
    return days ? days.toFixed(0) : null;
  }),
  VALOR_IS_COMPLEMENTAR: spec(P, 'Importância segurada da complementar (R$)', (c) =>
    moneyValue(c.proposal?.ComplementaryInsuredAmountValue),
  ),
  VALOR_IS_EXT_COMPLEMENTAR: spec(P, 'Importância segurada da complementar por extenso', (c) =>
    moneyInWords(c.proposal?.ComplementaryInsuredAmountValue),
  ),
  OBJETO: spec(P, 'Objeto do contrato garantido', (c) =>
    listValue(c.proposal?.ContractualTerms?.Object),
  ),
  CLAUSULAS_PARTICULARES: spec(P, 'Cláusulas particulares', (c) =>
    listValue(c.proposal?.ContractualTerms?.ParticularClausule),
  ),

  NOME_TOMADOR: spec('Tomador', 'Nome do tomador', (c) => partyName(holderOf(c))),
  CPF_CNPJ_TOMADOR: spec('Tomador', 'CPF/CNPJ do tomador', (c) =>
    documentValue(holderOf(c)?.CpfCnpj),
  ),
  ENDERECO_TOMADOR: spec('Tomador', 'Endereço principal do tomador', (c) =>
    addressValue(partyLocation(holderOf(c))),
  ),

  NOME_SEGURADO: spec('Segurado', 'Nome do segurado', (c) => partyName(insuredOf(c))),
  CPF_CNPJ_SEGURADO: spec('Segurado', 'CPF/CNPJ do segurado', (c) =>
    documentValue(insuredOf(c)?.CpfCnpj),
  ),
  ENDERECO_SEGURADO: spec('Segurado', 'Endereço do segurado na proposta', (c) =>
    addressValue(insuredLocation(c.proposal)),
  ),

  NOME_SEGURADORA: spec('Seguradora', 'Razão social da seguradora', (c) =>
    trimmed(c.insurer?.Name),
  ),
  CNPJ_SEGURADORA: spec('Seguradora', 'CNPJ da seguradora', (c) => documentValue(c.insurer?.Cnpj)),
  LOGRADOURO_SEGURADORA: spec('Seguradora', 'Logradouro da seguradora', (c) =>
    street(insurerLocation(c)),
  ),
  NUMERO_SEGURADORA: spec('Seguradora', 'Número do endereço da seguradora', (c) =>
    trimmed(c.insurer?.Number),
  ),
  BAIRRO_SEGURADORA: spec('Seguradora', 'Bairro da seguradora', (c) =>
    trimmed(c.insurer?.Neighborhood),
  ),
  CIDADE_SEGURADORA: spec('Seguradora', 'Cidade da seguradora', (c) =>
    cityName(insurerLocation(c)),
  ),
  ESTADO_SEGURADORA: spec('Seguradora', 'Estado da seguradora', (c) =>
    stateName(insurerLocation(c)),
  ),
  CEP_SEGURADORA: spec('Seguradora', 'CEP da seguradora', (c) => zipValue(insurerLocation(c))),
  ENDERECO_SEGURADORA: spec('Seguradora', 'Endereço completo da seguradora', (c) =>
    addressValue(insurerLocation(c)),
  ),

  TAG_MOTIVO: spec(E, 'Motivo do endosso', (c) =>
    trimmed(c.endorsement?.ReasonEndorsementRequestDescription),
  ),
  TAG_NOME_TOMADOR: spec(E, 'Nome do tomador no endosso', (c) => partyName(endorsedHolder(c))),
  TAG_ENDERECO_TOMADOR: spec(E, 'Endereço do tomador no endosso', (c) =>
    addressValue(partyLocation(endorsedHolder(c))),
  ),
  TAG_NOME_SEGURADO: spec(E, 'Nome do segurado no endosso', (c) => partyName(endorsedInsured(c))),
  TAG_ENDERECO_SEGURADO: spec(E, 'Endereço do segurado no endosso', (c) =>
    addressValue(endorsedInsuredLocation(c)),
  ),
  TAG_DATA_ATUAL: spec(E, 'Data atual (DD/MM/AAAA)', (c) => dateValue(c.today)),
  TAG_NUMERO_APOLICE: spec(
    E,
    'Número da apólice endossada',
    (c) => trimmed(c.proposal?.PolicyNumber) ?? trimmed(c.endorsement?.PolicyNumber),
  ),
  TAG_MODALIDADE_BASICA: spec(
    E,
    'Modalidade principal da apólice',
    (c) => trimmed(c.proposal?.Modality?.Name) ?? trimmed(c.endorsement?.Modality?.Name),
  ),
  TAG_VALOR_IS_APOLICE: spec(E, 'Importância segurada da apólice (R$)', (c) =>
    moneyValue(c.proposal?.InsuredAmountValue),
  ),
  TAG_VALOR_IS_ENDOSSO: spec(E, 'Importância segurada do endosso (R$)', (c) =>
    moneyValue(c.endorsement?.InsuredAmountValue),
  ),
  TAG_VALOR_IS_COMPLEMENTAR_ANTERIOR: spec(E, 'Importância segurada complementar anterior', (c) =>
    moneyValue(c.proposal?.ComplementaryInsuredAmountValue),
  ),
  TAG_VALOR_IS_COMPLEMENTAR_NOVO: spec(E, 'Importância segurada complementar nova', (c) =>
    moneyValue(c.endorsement?.ComplementaryInsuredAmountValue),
  ),
  TAG_FIM_VIGENCIA_APOLICE: spec(E, 'Fim de vigência da apólice', (c) =>
    dateValue(c.proposal?.EndDate),
  ),
  TAG_FIM_VIGENCIA_ENDOSSO: spec(E, 'Fim de vigência após o endosso', (c) =>
    c.endorsement ? dateValue(c.validity.end) : null,
  ),
  TAG_OBJETO: spec(E, 'Objeto do endosso', (c) =>
    listValue(c.endorsement?.ContractualTerms?.Object ?? c.proposal?.ContractualTerms?.Object),
  ),
  TAG_CLAUSULAS_PARTICULARES: spec(E, 'Cláusulas particulares do endosso', (c) =>
    listValue(
      c.endorsement?.ContractualTerms?.ParticularClausule ??
        c.proposal?.ContractualTerms?.ParticularClausule,
    ),
  ),
} satisfies Record<string, TagSpec>;

export type TemplateTag = keyof typeof TAGS;

export interface TemplateTagDefinition {
  tag: TemplateTag;
  description: string;
  group: TemplateTagGroup;
}

/** The tag catalogue the modality editor offers under "inserir tag". */
export const templateTagCatalogue: readonly TemplateTagDefinition[] = (
  Object.keys(TAGS) as TemplateTag[]
).map((tag) => ({ tag, description: TAGS[tag].description, group: TAGS[tag].group }));

export const isTemplateTag = (name: string): name is TemplateTag =>
  Object.prototype.hasOwnProperty.call(TAGS, name);

export const templateTagValue = (tag: TemplateTag, context: TemplateContext): string | null =>
  TAGS[tag].value(context);

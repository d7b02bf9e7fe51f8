// The proposal calls' pt-BR messages; each names the field or the rule it refers to.

export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada.';
export const PROPOSAL_SCOPE_REFUSED =
  'Somente a seguradora, as corretoras e os tomadores consultam propostas.';
export const STALE_PROPOSAL =
  'A proposta foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';
export const ONLY_BROKERS_CREATE = 'Somente corretores criam cotações.';
export const VERSION_REQUIRED = 'Version: informe a versão lida da proposta para salvá-la.';
export const HOLDER_REQUIRED = 'Tomador: escolha o tomador da cotação.';
export const HOLDER_NOT_USABLE = (reason: string) => `Tomador: ${reason}`;
export const HOLDER_BRANCH_UNKNOWN =
  'Filial do tomador: a filial não pertence ao tomador escolhido.';
export const INSURED_UNKNOWN = 'Segurado: segurado não encontrado.';
export const INSURED_BLOCKED =
  'Segurado: o segurado está bloqueado e não pode ser usado em propostas.';
export const INSURED_LOCATION_UNKNOWN =
  'Endereço do segurado: o endereço não pertence ao segurado escolhido.';
export const BENEFICIARY_UNKNOWN = 'Beneficiários: um dos beneficiários não foi encontrado.';
export const CO_BROKER_UNKNOWN = 'Co-corretagem: uma das corretoras não foi encontrada.';
export const CO_BROKER_SELF = 'Co-corretagem: a sua própria corretora não pode ser co-corretora.';
export const CO_BROKER_SHARE =
  'Co-corretagem: a parte de cada co-corretora deve ser maior que 0 % e a soma das partes menor que 100 %.';
export const MODALITY_UNKNOWN = 'Modalidade: modalidade não encontrada.';
export const COMPLEMENTARY_NOT_ALLOWED =
  'Modalidade complementar: esta modalidade complementar não está habilitada para a modalidade escolhida.';
export const COVERAGE_UNKNOWN =
  'Coberturas adicionais: uma das coberturas não é adicional desta modalidade.';
export const EMISSION_TYPE_UNKNOWN =
  'Tipo de emissão: use 1 (emissão), 2 (renovação) ou 3 (endosso).';
export const INVALID_DATE = (label: string) => `${label}: informe uma data válida (DD/MM/AAAA).`;
export const END_BEFORE_START = 'Fim de vigência: deve ser posterior ao início de vigência.';
export const DAYS_MISMATCH =
  'Prazo em dias: não confere com as datas de início e fim de vigência; informe só as datas ou só o prazo.';
export const INVALID_AMOUNT = (label: string) =>
  `${label}: informe um valor em reais maior que zero.`;
export const CANNOT_EDIT = (status: string) =>
  `A proposta está com status "${status}" e não pode mais ser alterada.`;
export const CO_BROKER_READ_ONLY =
  'Propostas de co-corretagem são somente leitura para a co-corretora.';
export const RATE_INSURER_ONLY = 'Taxa: somente a seguradora altera a taxa da proposta.';
export const ONLY_BROKERS_SUBMIT = 'Somente a corretora da proposta a envia para a seguradora.';

// Texts, risk change, term checks and notes (contractRoutes.ts, riskRoutes.ts, followUpRoutes.ts).
export const CLAUSE_BLANK = (position: number) =>
  `Cláusulas particulares [${position}]: informe o texto da cláusula.`;
export const CLAUSES_FIELD = (position: number) => `Cláusulas particulares [${position}]`;
export const SAVED_CONTRACT_NOT_APPROVED = (status: string) =>
  `IsSaved: o contrato sem a marca d’água só é gerado depois da aprovação; a proposta está com status "${status}". Gere a minuta (IsSaved=false).`;
export const CONTRACT_NEEDS_MODALITY =
  'Modalidade: escolha a modalidade da proposta antes de gerar a minuta do contrato.';
export const NO_RISK_CHANGE =
  'A proposta não tem alteração de risco a desfazer: os dados de risco são os aprovados.';
export const RISK_RESET_STATUS = (status: string) =>
  `Só uma proposta em análise por alteração de risco volta aos dados aprovados; esta está com status "${status}".`;
export const RISK_CHANGE_NOT_APPROVED =
  'A proposta ainda não foi aprovada: não há dados de risco aprovados a restaurar.';
export const RISK_CHANGE_ONLY_RISK = (fields: readonly string[]) =>
  `Depois da aprovação, só os dados de risco da proposta mudam (e ela volta para análise); não envie: ${fields.join(', ')}.`;
export const NOTE_REQUIRED = 'Observação (Note): informe o texto da observação.';
export const NOTE_TOO_LONG = (max: number) => `Observação (Note): use no máximo ${max} caracteres.`;
export const ENDORSEMENT_TYPE_ONLY =
  'EmissionProposalType: UpdateProposalEndorsement só grava propostas de endosso (tipo de emissão 3).';
export const NOT_AN_ENDORSEMENT =
  'Esta proposta não é de endosso (tipo de emissão 3): grave-a com UpdateProposal.';
export const TERM_NEEDS_MODALITY =
  'Modalidade: escolha a modalidade da proposta para validar o início de vigência.';
export const TERM_NEEDS_START = 'Início de vigência: informe o início de vigência da proposta.';

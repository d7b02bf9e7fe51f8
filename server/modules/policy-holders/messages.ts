/** pt-BR messages of the policy holders area (gateway answers; the portal shows them as they come). */
export const STALE_HOLDER = 'Este tomador foi alterado por outra pessoa. Recarregue a página.';
export const DUPLICATE_DOCUMENT = 'Já existe um tomador com este CPF/CNPJ.';
export const NAME_REQUIRED = 'Nome: informe o nome do tomador.';
export const NAME_TOO_LONG = 'Nome: use no máximo 200 caracteres.';
export const DOCUMENT_REQUIRED = 'CPF/CNPJ: informe o CPF ou o CNPJ do tomador.';
export const DOCUMENT_INVALID = 'CPF/CNPJ inválido.';
export const EMAIL_INVALID = 'E-mail inválido.';
export const PHONE_INVALID = 'Telefone inválido: use (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX.';
export const MAIN_ACTIVITY_TOO_LONG = 'Atividade principal: use no máximo 200 caracteres.';
export const FOUNDATION_INVALID = 'Data de fundação inválida: use DD/MM/AAAA.';
export const FOUNDATION_FUTURE = 'Data de fundação: a data não pode ser futura.';
export const REVENUE_INVALID =
  'Faturamento anual: informe um valor em reais maior ou igual a zero.';
export const NET_WORTH_INVALID = 'Patrimônio líquido: informe um valor em reais.';
export const JUSTIFICATION_REQUIRED = 'Justificativa: informe a justificativa.';
export const JUSTIFICATION_TOO_LONG = 'Justificativa: use no máximo 500 caracteres.';

export const BRANCH_CNPJ_INVALID = 'CNPJ da filial inválido.';
export const BRANCH_OF_PERSON = 'CNPJ da filial: um tomador pessoa física (CPF) não tem filiais.';
export const BRANCH_ROOT_MISMATCH =
  'CNPJ da filial: a raiz (8 primeiros caracteres) deve ser a mesma do CNPJ do tomador.';
export const BRANCH_IS_HEAD_OFFICE = 'CNPJ da filial: este é o CNPJ do próprio tomador (matriz).';
export const BRANCH_DUPLICATE = 'CNPJ da filial: esta filial já está cadastrada.';
export const BRANCH_NOT_FOUND = 'Filial não encontrada.';

export const GROUP_NAME_REQUIRED =
  'Grupo econômico: informe o nome do grupo para indicar a holding.';
export const GROUP_NAME_TOO_LONG = 'Grupo econômico: use no máximo 120 caracteres.';
export const HOLDING_NOT_FOUND = 'Holding: tomador não encontrado nesta seguradora.';
export const HOLDING_IS_SELF = 'Holding: o tomador não pode ser a holding de si mesmo.';
export const HOLDING_CYCLE =
  'Holding: o tomador escolhido já participa do grupo deste tomador (o grupo ficaria em ciclo).';

export const NOMINATION_HOLDER_REQUIRED =
  'Tomador: informe o tomador (PolicyHolderUniqueId) ou o CNPJ e o nome.';
export const NOMINATION_BROKER_REQUIRED = 'Corretora: informe a corretora a nomear.';
export const NOMINATION_ALREADY_APPROVED = 'Esta corretora já está nomeada para o tomador.';
export const NOMINATION_ALREADY_PENDING =
  'Já existe uma solicitação de nomeação pendente para esta corretora.';
export const NOMINATION_NOT_FOUND = 'Solicitação de nomeação não encontrada.';
export const NOMINATION_ALREADY_DECIDED = 'Esta solicitação de nomeação já foi decidida.';
export const NOMINATION_REJECT_NEEDS_JUSTIFICATION =
  'Justificativa: informe o motivo da reprovação da nomeação.';

export const REASON_NOT_FOUND = 'Tomador não cadastrado: cadastre o tomador antes da proposta.';
export const REASON_BLOCKED = 'O tomador está bloqueado.';
export const REASON_RESTRICTIVE = 'O tomador está com bloqueio restritivo.';
export const REASON_INACTIVE = 'O tomador está inativo.';
export const REASON_NOT_NOMINATED =
  'O tomador não está nomeado para a sua corretora: solicite a nomeação.';
export const REASON_NO_LIMIT = 'O tomador ainda não tem limites calculados.';
export const REASON_LIMIT_EXHAUSTED = 'O limite do tomador está esgotado.';

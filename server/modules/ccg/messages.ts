import { ccgStatusLabel } from '../../../domain/ccgStatus';

export const CCG_NOT_FOUND = 'CCG não encontrado.';
export const CCG_STALE = 'O CCG foi alterado por outra pessoa; recarregue os dados.';
export const CCG_OPEN_EXISTS =
  'O tomador já tem um CCG em andamento; conclua-o ou aguarde a análise antes de criar outro.';
export const CCG_CANNOT_SEND = (status: number) =>
  `O CCG não pode ser enviado ao corretor no status "${ccgStatusLabel(status)}".`;
export const CCG_CANNOT_UPLOAD = (status: number) =>
  `A cópia assinada não pode ser enviada com o CCG no status "${ccgStatusLabel(status)}".`;
export const CCG_NOT_IN_ANALYSIS = (status: number) =>
  `O CCG não está aguardando a análise da seguradora (status "${ccgStatusLabel(status)}").`;
export const CCG_NO_BROKER =
  'O tomador não tem corretora nomeada com e-mail cadastrado para receber o CCG.';
export const CCG_MANUAL_INSURER_ONLY =
  'A cópia assinada em papel (CCG manual) é enviada somente pela seguradora.';
export const CCG_ARCHIVE_REQUIRED = 'O campo "ArchiveUniqueId" é obrigatório.';
export const TEMPLATE_STALE = 'O modelo do contrato foi alterado por outra pessoa; recarregue.';
export const TEMPLATE_EMPTY = 'O campo "Content" é obrigatório.';
export const STEP_NOT_FOUND = 'Etapa do CCG não encontrada.';
export const STEP_STALE = 'A etapa foi alterada por outra pessoa; recarregue a lista.';
export const STEP_VERSION_REQUIRED = 'O campo "Version" é obrigatório para editar uma etapa.';
export const STEP_AT_EDGE = 'A etapa já está nessa ponta da lista.';

/** What the CCG's history shows for each field it records. */
export const ccgFieldLabels: Record<string, string> = {
  Status: 'Status',
  SignedArchive: 'Cópia assinada',
  ContractArchive: 'Contrato gerado',
  RefusalReason: 'Motivo da reprovação',
  SentToBroker: 'Enviado ao corretor',
};

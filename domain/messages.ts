/**
 * User-facing texts of the spec's error catalogue (part 2 §8, part 1 §8) and shared dialogs
 * (part 2 §2), word for word: tests and both halves of the product compare against them.
 */

// Error modal
export const ERROR_TITLE = 'Atenção!';
export const DEFAULT_ERROR_MESSAGE =
  'Algo inesperado aconteceu! Por favor contate o administrador do sistema.';

// Success modal
export const SUCCESS_TITLE = 'Sucesso';
export const DEFAULT_SUCCESS_MESSAGE = 'Operação realizada com sucesso!';

// Loading modal
export const LOADING_TITLE = 'Aguarde';
export const DEFAULT_LOADING_MESSAGE = 'Estamos processando a solicitação.';

// Notification defaults
export const NOTIFICATION_DEFAULT_TITLE = 'Sucesso';
export const NOTIFICATION_DEFAULT_MESSAGE = 'Operação executada com sucesso';
export const NOTIFICATION_DEFAULT_POSITION = 'top-right';

// Token refresh
export const TOKEN_EXPIRED_TITLE = 'Seu token de acesso expirou';
export const TOKEN_EXPIRED_MESSAGE =
  'Aguarde. Ele está sendo atualizado. Ao fim sua página será atualizada';
export const REFRESH_SUCCESS_NOTICE = 'Sua página será atualizada';
export const REFRESH_FAILURE_NOTICE =
  'Não foi possível autenticar. Você será redirecionado à tela de login.';

// Downloads and kanban card calls without an error body
export const REQUEST_FAILED_MESSAGE = 'Erro ao tentar executar a solicitação.';
/** Thrown (not shown to users) when a file download finds no storage info. */
export const STORAGE_INFO_NOT_FOUND = 'storageInfo not found!';

// Kanban cards
export const KANBAN_CARD_NO_DATA_HEADER = 'Não Informado';
export const KANBAN_CARD_NO_DATA_BODY = 'Informações do card não informadas.';
export const UNKNOWN_CARD_TYPE_MESSAGE = 'Erro! Esse card não possui uma visualização formatada.';

// Uploads
export const INVALID_FILE_MESSAGE = 'Por favor, selecione um arquivo válido!';

// Shell dialogs
export const MAINTENANCE_WARNING_TITLE = 'Aviso!';
export const TERMS_UPDATE_TITLE = 'Atualização de Termos de Uso';
export const TERMS_ACCEPT_BUTTON = 'Li e concordo';
export const CONFIRM_DIALOG_CANCEL = 'Cancelar';
export const CONFIRM_DIALOG_CONFIRM = 'Confirmar';

// Dropdown and dynamic inputs
export const DROPDOWN_DEFAULT_PLACEHOLDER = 'Selecione';
export const DROPDOWN_DEFAULT_EMPTY_MESSAGE = 'Nenhum item encontrado';
export const BANK_SELECT_PLACEHOLDER = 'Selecione o banco';

// Endorsement change comparison
export const REMOVED_CLAUSE_LABEL = 'Removido';

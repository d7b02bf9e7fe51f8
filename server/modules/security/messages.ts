/** Sign-in and session messages of the gateway contract. */
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';
export const INACTIVE_USER = 'Usuário inativo.';
export const UNSUPPORTED_GRANT = 'grant_type não suportado.';
export const COMPANY_KEY_MISMATCH = 'A chave da seguradora não corresponde à sessão.';
export const AUTHENTICATION_REQUIRED = 'Autenticação necessária. Entre novamente.';
export const NO_PERMISSION = 'Você não tem permissão para acessar este recurso.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um instante e tente novamente.';

export const lockedMessage = (minutes: number) =>
  `Usuário bloqueado por excesso de tentativas. Tente novamente em ${minutes} minutos ou contate o administrador.`;

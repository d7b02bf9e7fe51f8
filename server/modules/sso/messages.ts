/** Single sign-on (one-time access token) messages. */
export const SSO_INSURER_ONLY = 'Apenas usuários da seguradora podem gerar um acesso único.';
export const SSO_USER_NOT_FOUND = 'Usuário não encontrado.';
export const SSO_USER_INACTIVE = 'O usuário está inativo. Ative-o antes de gerar um acesso único.';
export const EXTRA_PATH_INVALID =
  'O campo "ExtraPath" deve ser um caminho do portal começando com "/" (ex.: /propostas).';

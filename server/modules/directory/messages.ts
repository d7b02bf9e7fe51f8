import { DomainError } from '../../http/errors';

/** Directory (OpenID Connect) sign-in messages. */
export const providerNotConfigured = (slug: string) =>
  `Login corporativo não configurado para "${slug}".`;
export const INVALID_REDIRECT_URI =
  'O campo "redirectUri" deve ser o endereço de retorno do login corporativo deste portal.';
export const LOGIN_REQUEST_INVALID =
  'Solicitação de login corporativo inválida ou expirada. Inicie o login novamente.';
export const LOGIN_NOT_COMPLETED =
  'Não foi possível concluir o login corporativo. Inicie o login novamente.';
export const PROVIDER_UNAVAILABLE =
  'O provedor de identidade não respondeu. Tente novamente em instantes.';
export const NO_EMAIL_FROM_PROVIDER = 'O provedor de identidade não informou o e-mail do usuário.';
export const EMAIL_NOT_VERIFIED =
  'O e-mail informado pelo provedor de identidade não foi verificado.';
export const NO_MATCHING_USER = 'Nenhum usuário do Aval corresponde a este e-mail.';
export const AMBIGUOUS_USER =
  'Mais de um usuário do Aval corresponde a este e-mail. Contate o administrador.';

/** 502: the tenant's identity provider could not be reached or answered nonsense. */
export class IdentityProviderUnavailableError extends DomainError {
  readonly statusCode = 502;
}

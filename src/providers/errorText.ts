/**
 * The generic pt-BR failure text and how a screen reads a failed call's message and status. Kept
 * apart from gatewayClient so screens show errors without importing the HTTP client.
 */
export const DEFAULT_ERROR_MESSAGE = 'Erro ao tentar executar a solicitação.';

/** The gateway's pt-BR message carried by an HttpError, or the generic one. */
export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;

export const errorStatus = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

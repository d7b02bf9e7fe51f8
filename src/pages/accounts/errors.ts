import { DEFAULT_ERROR_MESSAGE } from '../../providers/gatewayClient';

/** The gateway's pt-BR message carried by an HttpError, or the generic one. */
export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;

export const errorStatus = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

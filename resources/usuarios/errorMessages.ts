/** The gateway's Errors list of a failed call (HttpError body), else its message. */
export const errorMessages = (error: unknown): string | string[] | undefined => {
  const body = (error as { body?: { Errors?: unknown } } | null)?.body;
  if (Array.isArray(body?.Errors) && body.Errors.length > 0) return body.Errors as string[];
  return error instanceof Error && error.message ? error.message : undefined;
};

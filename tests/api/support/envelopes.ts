/**
 * The messages of a failure answer, in either envelope the gateway speaks: the main API's
 * `{ Response: null, Errors: [...] }` or the kanban service's `{ success: false, message,
 * data: null }` (DESIGN §3). Undefined when the body is neither.
 */
export const failureMessagesOf = (body: unknown): string[] | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const answer = body as Record<string, unknown>;
  if ('Errors' in answer) {
    return Array.isArray(answer.Errors) && answer.Response === null
      ? (answer.Errors as string[])
      : undefined;
  }
  if (answer.success === false && typeof answer.message === 'string' && answer.data === null) {
    return [answer.message];
  }
  return undefined;
};

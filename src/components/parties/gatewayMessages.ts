import { DEFAULT_ERROR_MESSAGE } from '../../providers/errorText';

/** Every message of a failed gateway call (the envelope's Errors), or its message. */
export const gatewayMessages = (error: unknown): string[] => {
  const body = (error as { body?: { Errors?: unknown } } | null)?.body;
  if (Array.isArray(body?.Errors)) {
    const messages = body.Errors.filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    if (messages.length) return messages;
  }
  const message = (error as { message?: unknown } | null)?.message;
  return [typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE];
};

/**
 * Splits the gateway's messages between the fields they name ("Cidade: …" goes under Cidade)
 * and the rest, shown above the form.
 */
export const messagesByField = <Field extends string>(
  messages: string[],
  labels: Record<Field, string>,
): { fields: Partial<Record<Field, string>>; general: string[] } => {
  const fields: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  const entries = Object.entries(labels) as [Field, string][];
  for (const message of messages) {
    const match = entries.find(
      ([, label]) => message.startsWith(`${label}:`) || message.startsWith(`${label} `),
    );
    if (match && !fields[match[0]]) fields[match[0]] = message;
    else general.push(message);
  }
  return { fields, general };
};

import { HttpError } from 'react-admin';

/** `O campo "Address.ZipCode" é obrigatório.`: the gateway's schemas name a field so. */
const NAMED_FIELD = /campo "([^"]+)"/;

/**
 * Source → how the gateway's business rules name it: the label a message starts with
 * ("Nome: …", "CPF/CNPJ inválido."), or a pattern for a message that names it elsewhere
 * ("Já existe um tomador com este CPF/CNPJ.").
 */
export type FieldLabels = Record<string, string | RegExp | readonly (string | RegExp)[]>;

const names = (label: string | RegExp, message: string) =>
  typeof label === 'string'
    ? message.startsWith(`${label}:`) || message.startsWith(`${label} `)
    : label.test(message);

const fieldOf = (message: string, labels: FieldLabels): string | undefined => {
  const named = NAMED_FIELD.exec(message)?.[1];
  if (named) return named;
  return Object.entries(labels).find(([, label]) =>
    (Array.isArray(label) ? label : [label]).some((one) => names(one, message)),
  )?.[0];
};

/**
 * react-admin's server-side validation shape (`body.errors`): each message under the field it
 * names — by the schema's quoted name or by the field's label — and all of them as the form's
 * root error, shown even when a field is not on screen. Undefined when no message names a field.
 */
export const fieldErrors = (
  messages: readonly string[],
  labels: FieldLabels = {},
): Record<string, unknown> | undefined => {
  const errors: Record<string, unknown> = {};
  for (const message of messages) {
    const field = fieldOf(message, labels);
    if (field && !(field in errors)) errors[field] = message;
  }
  if (Object.keys(errors).length === 0) return undefined;
  return { ...errors, root: { serverError: messages.join(' ') } };
};

const messagesOf = (body: unknown): string[] => {
  const errors = (body as { Errors?: unknown } | null)?.Errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
};

/**
 * A write whose refusal (400, or 409 for a rule such as a duplicate document) shows each message
 * under the field it names by label, for the resource forms whose gateway calls speak in labels.
 */
export const withFieldErrors = async <T>(write: Promise<T>, labels: FieldLabels): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 409)) {
      const errors = fieldErrors(messagesOf(error.body), labels);
      if (errors) {
        const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
        throw new HttpError(error.message, error.status, { ...body, errors });
      }
    }
    throw error;
  }
};

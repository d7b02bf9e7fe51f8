import Decimal from 'decimal.js';
import type { TranslateFunction } from 'react-admin';

type WithMessage<T> = T | { value: T; message: string };

export type RuleValidator = (value: string | null) => string | boolean | null | undefined;

/**
 * Validation rules of a form input, in the shape of react-hook-form's register options (which
 * react-admin forms already use). The first rule that fails gives the message shown under the
 * field, in the order written here.
 */
export interface InputRules {
  required?: boolean | string;
  minLength?: WithMessage<number>;
  maxLength?: WithMessage<number>;
  min?: WithMessage<number | string>;
  max?: WithMessage<number | string>;
  pattern?: WithMessage<RegExp>;
  validate?: RuleValidator | RuleValidator[];
}

const unwrap = <T>(rule: WithMessage<T>): { value: T; message?: string } =>
  typeof rule === 'object' && rule !== null && 'value' in rule
    ? rule
    : { value: rule as T, message: undefined };

const toDecimal = (value: string): Decimal | null => {
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
};

/** The first failing rule's message (translated), or undefined when the value passes them all. */
export const validateRules = (
  value: string | null | undefined,
  rules: InputRules | undefined,
  translate: TranslateFunction,
): string | undefined => {
  if (!rules) return undefined;
  const text = value ?? '';
  const empty = text.trim() === '';
  if (rules.required && empty) {
    return typeof rules.required === 'string'
      ? translate(rules.required, { _: rules.required })
      : translate('aval.components.validation.required');
  }
  if (empty) return undefined;
  const checks: Array<() => string | undefined> = [
    () => {
      if (rules.minLength === undefined) return;
      const { value: min, message } = unwrap(rules.minLength);
      if (text.length < min)
        return message ?? translate('aval.components.validation.minLength', { min });
    },
    () => {
      if (rules.maxLength === undefined) return;
      const { value: max, message } = unwrap(rules.maxLength);
      if (text.length > max)
        return message ?? translate('aval.components.validation.maxLength', { max });
    },
    () => {
      if (rules.min === undefined) return;
      const { value: min, message } = unwrap(rules.min);
      const current = toDecimal(text);
      if (current?.lessThan(min))
        return message ?? translate('aval.components.validation.min', { min });
    },
    () => {
      if (rules.max === undefined) return;
      const { value: max, message } = unwrap(rules.max);
      const current = toDecimal(text);
      if (current?.greaterThan(max))
        return message ?? translate('aval.components.validation.max', { max });
    },
    () => {
      if (rules.pattern === undefined) return;
      const { value: pattern, message } = unwrap(rules.pattern);
      if (!pattern.test(text)) return message ?? translate('aval.components.validation.pattern');
    },
  ];
  for (const check of checks) {
    const error = check();
    if (error) return translate(error, { _: error });
  }
  const validators = Array.isArray(rules.validate)
    ? rules.validate
    : rules.validate
      ? [rules.validate]
      : [];
  for (const validator of validators) {
    const result = validator(value ?? null);
    if (typeof result === 'string' && result !== '') return translate(result, { _: result });
    if (result === false) return translate('aval.components.validation.pattern');
  }
  return undefined;
};

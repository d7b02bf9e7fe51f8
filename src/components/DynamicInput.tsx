import { Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTextField } from './DateTextField';
import { DigitsTextField } from './DigitsTextField';
import { Dropdown, type DropdownItem } from './Dropdown';
import { type InputRules, validateRules } from './inputRules';
import { MoneyTextField } from './MoneyTextField';
import { PlainTextField } from './PlainTextField';

const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** Any other string renders a text input. */
export type DynamicInputType =
  'TextArea' | 'Date' | 'Money' | 'Number' | 'Select' | 'Repeater' | (string & {});

export interface DynamicInputProps {
  type: DynamicInputType;
  /**
   * TextArea: HTML; Date: "yyyy-MM-dd"; Money: decimal string ("1234.56"); Number: digits;
   * Select: the picked item's value (as a string); text: the text.
   */
  value: string | null | undefined;
  /** Empty Date, Money and Select give null; the other types give a string. */
  onChange: (value: string | null) => void;
  /** i18n key or plain text. */
  label?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The first failing rule's message is shown under the field once it is touched. */
  rules?: InputRules;
  /** Show the rules' message before the field is touched (e.g. after a submit attempt). */
  showErrors?: boolean;
  /** A message from outside (e.g. the server); shown instead of the rules' message. */
  error?: string;
  onBlur?: () => void;
  /** Select only. */
  items?: readonly DropdownItem[];
  optionLabel?: string;
  optionValue?: string;
  loading?: boolean;
}

export const DynamicInput = ({
  type,
  value,
  onChange,
  rules,
  showErrors,
  error,
  onBlur,
  items,
  optionLabel,
  optionValue,
  loading,
  placeholder,
  ...field
}: DynamicInputProps) => {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  if (type === 'Repeater') return null;

  const ruleError = touched || showErrors ? validateRules(value, rules, translate) : undefined;
  const common = {
    ...field,
    placeholder,
    required: Boolean(rules?.required),
    error: error ?? ruleError,
    onBlur: () => {
      setTouched(true);
      onBlur?.();
    },
  };
  const change = (next: string | null) => {
    setTouched(true);
    onChange(next);
  };

  switch (type) {
    case 'TextArea':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <RichTextEditor {...common} value={value} onChange={change} />
        </Suspense>
      );
    case 'Date':
      return <DateTextField {...common} value={value} onChange={change} />;
    case 'Money':
      return <MoneyTextField {...common} value={value} onChange={change} />;
    case 'Number':
      return <DigitsTextField {...common} value={value} onChange={change} />;
    case 'Select':
      return (
        <Dropdown
          {...common}
          items={items}
          optionLabel={optionLabel}
          optionValue={optionValue}
          loading={loading}
          placeholder={placeholder ?? 'aval.components.dynamicInput.selectPlaceholder'}
          value={value}
          onChange={(picked) => change(picked === null ? null : String(picked))}
        />
      );
    default:
      return <PlainTextField {...common} value={value} onChange={change} />;
  }
};

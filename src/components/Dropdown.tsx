import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export type DropdownValue = string | number | boolean;
export type DropdownItem = DropdownValue | Record<string, unknown>;

export interface DropdownProps<Item extends DropdownItem = DropdownItem> {
  /** i18n key or plain text. */
  label?: string;
  /** Adds the required marker (*) to the label. */
  required?: boolean;
  items: readonly Item[] | undefined;
  /** Field holding the text of an object item. Default "label". */
  optionLabel?: string;
  /** Field holding the value of an object item. Default "value". Primitive items are their own value. */
  optionValue?: string;
  value: DropdownValue | null | undefined;
  onChange: (value: DropdownValue | null, item: Item | null) => void;
  onBlur?: () => void;
  /** Default "Selecione". */
  placeholder?: string;
  /** Shown when there is nothing to pick. Default "Nenhum item encontrado". */
  emptyMessage?: string;
  /** Shows the clear button. Default true. */
  clearable?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Error text shown under the field (also colours it). */
  error?: string;
  helperText?: string;
  name?: string;
  id?: string;
  size?: 'small' | 'medium';
}

const isObject = (item: DropdownItem): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null;

export const Dropdown = <Item extends DropdownItem = DropdownItem>({
  label,
  required,
  items,
  optionLabel = 'label',
  optionValue = 'value',
  value,
  onChange,
  onBlur,
  placeholder,
  emptyMessage,
  clearable = true,
  disabled,
  loading,
  error,
  helperText,
  name,
  id,
  size,
}: DropdownProps<Item>) => {
  const translate = useTranslate();
  const text = (custom: string | undefined, key: string) =>
    custom !== undefined ? translate(custom, { _: custom }) : translate(key);
  const valueOfItem = (item: Item): DropdownValue =>
    isObject(item) ? (item[optionValue] as DropdownValue) : item;
  const labelOfItem = (item: Item): string =>
    String((isObject(item) ? item[optionLabel] : item) ?? '');
  const options = items ?? [];
  const selected =
    value === null || value === undefined
      ? null
      : (options.find((item) => String(valueOfItem(item)) === String(value)) ?? null);

  return (
    <Autocomplete<Item, false, boolean, false>
      id={id}
      options={options}
      value={selected}
      onChange={(_, item) => onChange(item === null ? null : valueOfItem(item), item)}
      onBlur={onBlur}
      getOptionLabel={labelOfItem}
      isOptionEqualToValue={(option, current) => valueOfItem(option) === valueOfItem(current)}
      getOptionKey={(item) => String(valueOfItem(item))}
      disableClearable={!clearable}
      disabled={disabled}
      loading={loading}
      size={size}
      fullWidth
      noOptionsText={text(emptyMessage, 'aval.components.dropdown.empty')}
      loadingText={translate('aval.components.dropdown.loading')}
      clearText={translate('aval.components.dropdown.clear')}
      openText={translate('aval.components.dropdown.open')}
      closeText={translate('aval.components.dropdown.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label ? translate(label, { _: label }) : undefined}
          required={required}
          placeholder={
            selected ? undefined : text(placeholder, 'aval.components.dropdown.placeholder')
          }
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && (
                    <CircularProgress
                      color="inherit"
                      size={20}
                      aria-label={translate('aval.components.dropdown.loading')}
                    />
                  )}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};

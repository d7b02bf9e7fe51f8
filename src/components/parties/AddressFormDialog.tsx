import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  InputAdornment,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { City, StateProvince } from '../../../domain/locations';
import {
  type PartyLocation,
  type PartyLocationInput,
  partyLocationLabels,
} from '../../../domain/partyLocation';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { Dropdown } from '../Dropdown';
import { PlainTextField } from '../PlainTextField';
import { gatewayMessages, messagesByField } from './gatewayMessages';

export interface AddressFormDialogProps {
  open: boolean;
  /** The address being edited; absent to add a new one. */
  location?: PartyLocation;
  /** Saves the address; a rejection keeps the dialog open with what was typed. */
  onSubmit: (input: PartyLocationInput) => Promise<unknown>;
  onClose: () => void;
}

type Field = keyof PartyLocationInput;
type Errors = Partial<Record<Field, string>>;

interface FormValues {
  ZipCode: string;
  AddressName: string;
  Number: string;
  Complement: string;
  Neighborhood: string;
  StateProvinceId: number | null;
  CityId: number | null;
  IsMain: boolean;
}

const toItem = (item: { Id: number; Name: string }) => ({ value: item.Id, label: item.Name });

const cepDigits = (value: string) => value.replace(/\D/g, '').slice(0, 8);

/** `00000-000` as typed. */
export const maskCep = (value: string | null | undefined) => {
  const digits = cepDigits(value ?? '');
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

const initialValues = (location?: PartyLocation): FormValues => ({
  ZipCode: location?.ZipCode ?? '',
  AddressName: location?.AddressName ?? '',
  Number: location?.Number ?? '',
  Complement: location?.Complement ?? '',
  Neighborhood: location?.Neighborhood ?? '',
  StateProvinceId: location?.StateProvinceId ?? null,
  CityId: location?.CityId ?? null,
  IsMain: location?.IsMain ?? false,
});

const validate = (values: FormValues): Errors => {
  const errors: Errors = {};
  if (values.ZipCode.length !== 8) errors.ZipCode = 'aval.parties.addressForm.errors.cep';
  if (!values.AddressName.trim()) errors.AddressName = 'aval.parties.addressForm.errors.street';
  if (values.StateProvinceId === null)
    errors.StateProvinceId = 'aval.parties.addressForm.errors.state';
  if (values.CityId === null) errors.CityId = 'aval.parties.addressForm.errors.city';
  return errors;
};

const toInput = (values: FormValues): PartyLocationInput => ({
  ZipCode: values.ZipCode,
  AddressName: values.AddressName.trim(),
  Number: values.Number.trim() || null,
  Complement: values.Complement.trim() || null,
  Neighborhood: values.Neighborhood.trim() || null,
  StateProvinceId: values.StateProvinceId as number,
  CityId: values.CityId as number,
  IsMain: values.IsMain,
});

const AddressForm = ({ location, onSubmit, onClose }: Omit<AddressFormDialogProps, 'open'>) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(location));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [states, setStates] = useState<StateProvince[]>();
  const [citiesOf, setCitiesOf] = useState<{ stateId: number; list: City[] }>();
  const [cepStatus, setCepStatus] = useState<{
    searching?: boolean;
    note?: string;
    error?: string;
  }>({});
  const [submitting, setSubmitting] = useState(false);
  const lookup = useRef(0);

  useEffect(() => {
    dataProvider.getStateProvinces().then(setStates, (error) => setGeneral(gatewayMessages(error)));
  }, [dataProvider]);

  useEffect(() => {
    const stateId = values.StateProvinceId;
    if (stateId === null) return;
    let current = true;
    dataProvider.getCities(stateId).then(
      (list) => current && setCitiesOf({ stateId, list }),
      (error) => current && setGeneral(gatewayMessages(error)),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, values.StateProvinceId]);
  const cities =
    citiesOf && citiesOf.stateId === values.StateProvinceId ? citiesOf.list : undefined;
  const citiesLoading = values.StateProvinceId !== null && !cities;

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const lookUpCep = async (cep: string) => {
    const ticket = ++lookup.current;
    setCepStatus({ searching: true });
    try {
      const found = await dataProvider.searchCep(cep);
      if (ticket !== lookup.current) return;
      setValues((previous) => ({
        ...previous,
        AddressName: found.AddressName ?? previous.AddressName,
        Neighborhood: found.Neighborhood ?? previous.Neighborhood,
        StateProvinceId: found.StateProvinceId,
        CityId:
          found.CityId ??
          (previous.StateProvinceId === found.StateProvinceId ? previous.CityId : null),
      }));
      setErrors((previous) => ({
        ...previous,
        ZipCode: undefined,
        StateProvinceId: undefined,
        ...(found.CityId ? { CityId: undefined } : {}),
        ...(found.AddressName ? { AddressName: undefined } : {}),
      }));
      setCepStatus({
        note: found.AddressName
          ? 'aval.parties.addressForm.cepFound'
          : 'aval.parties.addressForm.cepStateOnly',
      });
    } catch (error) {
      if (ticket === lookup.current) setCepStatus({ error: gatewayMessages(error).join(' ') });
    }
  };

  const changeCep = (typed: string) => {
    const digits = cepDigits(typed);
    if (digits === values.ZipCode) return;
    change('ZipCode', digits);
    if (digits.length === 8) void lookUpCep(digits);
    else {
      lookup.current++;
      setCepStatus({});
    }
  };

  const submit = async () => {
    const problems = validate(values);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setSubmitting(true);
    setGeneral([]);
    try {
      await onSubmit(toInput(values));
      onClose();
    } catch (error) {
      const split = messagesByField(gatewayMessages(error), partyLocationLabels);
      setErrors(split.fields);
      setGeneral(split.general);
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: Field) => {
    const text = errors[field];
    return text ? translate(text, { _: text }) : undefined;
  };

  return (
    <>
      <DialogTitle>
        {translate(
          location ? 'aval.parties.addressForm.editTitle' : 'aval.parties.addressForm.addTitle',
        )}
      </DialogTitle>
      <DialogContent>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {general.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {general.join(' ')}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                required
                autoFocus
                name="ZipCode"
                label={translate('aval.parties.addressForm.cep')}
                value={maskCep(values.ZipCode)}
                onChange={(event) => changeCep(event.target.value)}
                error={Boolean(errors.ZipCode || cepStatus.error)}
                helperText={
                  message('ZipCode') ??
                  cepStatus.error ??
                  (cepStatus.searching
                    ? translate('aval.parties.addressForm.searching')
                    : translate(cepStatus.note ?? 'aval.parties.addressForm.cepHelper'))
                }
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 9 },
                  input: {
                    endAdornment: cepStatus.searching ? (
                      <InputAdornment position="end">
                        <CircularProgress
                          size={18}
                          aria-label={translate('aval.parties.addressForm.searching')}
                        />
                      </InputAdornment>
                    ) : undefined,
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <PlainTextField
                required
                name="AddressName"
                label="aval.parties.addressForm.street"
                value={values.AddressName}
                onChange={(value) => change('AddressName', value)}
                error={message('AddressName')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <PlainTextField
                name="Number"
                label="aval.parties.addressForm.number"
                value={values.Number}
                onChange={(value) => change('Number', value)}
                error={message('Number')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <PlainTextField
                name="Complement"
                label="aval.parties.addressForm.complement"
                value={values.Complement}
                onChange={(value) => change('Complement', value)}
                error={message('Complement')}
              />
            </Grid>
            <Grid size={12}>
              <PlainTextField
                name="Neighborhood"
                label="aval.parties.addressForm.neighborhood"
                value={values.Neighborhood}
                onChange={(value) => change('Neighborhood', value)}
                error={message('Neighborhood')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <Dropdown
                required
                name="StateProvinceId"
                label="aval.parties.addressForm.state"
                items={states?.map(toItem)}
                loading={!states}
                value={values.StateProvinceId}
                onChange={(value) => {
                  setValues((previous) => ({
                    ...previous,
                    StateProvinceId: value === null ? null : Number(value),
                    CityId: null,
                  }));
                  setErrors((previous) => ({ ...previous, StateProvinceId: undefined }));
                }}
                error={message('StateProvinceId')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <Dropdown
                required
                name="CityId"
                label="aval.parties.addressForm.city"
                items={cities?.map(toItem)}
                loading={citiesLoading}
                disabled={values.StateProvinceId === null}
                value={values.CityId}
                onChange={(value) => change('CityId', value === null ? null : Number(value))}
                error={message('CityId')}
              />
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.IsMain}
                    onChange={(event) => change('IsMain', event.target.checked)}
                    name="IsMain"
                    // The main flag moves by marking another address, never by unmarking this one.
                    disabled={location?.IsMain}
                  />
                }
                label={translate('aval.parties.addressForm.isMain')}
              />
            </Grid>
          </Grid>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          {translate('aval.parties.addressForm.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {translate('aval.parties.addressForm.save')}
        </Button>
      </DialogActions>
    </>
  );
};

/** Add/edit an address: CEP lookup fills street, neighbourhood, state and city. */
export const AddressFormDialog = ({ open, onClose, ...rest }: AddressFormDialogProps) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      {open && <AddressForm onClose={onClose} {...rest} />}
    </Dialog>
  );
};

import { Box, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isBroker } from '../../domain/userTypes';
import { Dropdown, PlainTextField } from '../../src/components';
import { maskCpf, maskPhone, onlyDigits } from './masks';
import { useMenuLabel } from './menuOptions';
import type { UserBroker, SettableProfile } from './types';
import type { UserFormErrors, UserFormValues } from './userForm';

export interface UserInputsProps {
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: <Field extends keyof UserFormValues>(
    field: Field,
    value: UserFormValues[Field],
  ) => void;
  userTypes: { value: number; label: string }[];
  profiles: SettableProfile[] | undefined;
  profilesLoading: boolean;
  brokers: UserBroker[] | undefined;
  /** A broker's users always get its broker: no broker field. */
  isBrokerCaller: boolean;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
      {children}
    </Box>
  </Box>
);

/** The inputs of the user dialog, shared by create and edit. */
export const UserInputs = ({
  values,
  errors,
  onChange,
  userTypes,
  profiles,
  profilesLoading,
  brokers,
  isBrokerCaller,
}: UserInputsProps) => {
  const translate = useTranslate();
  const menuLabel = useMenuLabel();
  const field = (name: keyof UserFormValues) => translate(`resources.usuarios.fields.${name}`);
  const error = (name: keyof UserFormValues) =>
    errors[name] ? translate(errors[name] as string, { _: errors[name] }) : undefined;
  const profile = profiles?.find((candidate) => candidate.UniqueId === values.ProfileUniqueId);
  const homeMenus = [
    {
      value: 0,
      label: profile?.HomeMenuId
        ? translate('resources.usuarios.form.homeMenuDefaultNamed', {
            menu: menuLabel(profile.HomeMenuId),
          })
        : translate('resources.usuarios.form.homeMenuDefault'),
    },
    ...(profile?.MenuIds ?? []).map((id) => ({ value: id, label: menuLabel(id) })),
  ];
  const showBroker = !isBrokerCaller && values.UserTypeId !== null && isBroker(values.UserTypeId);

  return (
    <>
      <Section title={translate('resources.usuarios.fieldGroups.person')}>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <PlainTextField
            label={field('Name')}
            name="Name"
            required
            value={values.Name}
            onChange={(value) => onChange('Name', value)}
            error={error('Name')}
          />
        </Box>
        <TextField
          label={field('Cpf')}
          name="Cpf"
          required
          fullWidth
          value={maskCpf(values.Cpf)}
          onChange={(event) => onChange('Cpf', onlyDigits(event.target.value, 11))}
          error={Boolean(error('Cpf'))}
          helperText={error('Cpf')}
          placeholder="000.000.000-00"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={field('Phone')}
          name="Phone"
          fullWidth
          value={maskPhone(values.Phone)}
          onChange={(event) => onChange('Phone', onlyDigits(event.target.value, 11))}
          error={Boolean(error('Phone'))}
          helperText={error('Phone')}
          placeholder="(00) 00000-0000"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <PlainTextField
            label={field('Email')}
            name="Email"
            required
            value={values.Email}
            onChange={(value) => onChange('Email', value.trim())}
            error={error('Email')}
          />
        </Box>
      </Section>
      <Section title={translate('resources.usuarios.fieldGroups.access')}>
        <PlainTextField
          label={field('Login')}
          name="Login"
          required
          value={values.Login}
          onChange={(value) => onChange('Login', value.trim())}
          error={error('Login')}
        />
        <Dropdown
          label={field('UserTypeId')}
          name="UserTypeId"
          required
          clearable={false}
          disabled={isBrokerCaller}
          helperText={isBrokerCaller ? translate('resources.usuarios.form.brokerFixed') : undefined}
          items={userTypes}
          value={values.UserTypeId}
          onChange={(value) => onChange('UserTypeId', value === null ? null : Number(value))}
          error={error('UserTypeId')}
        />
        <Dropdown
          label={field('ProfileUniqueId')}
          name="ProfileUniqueId"
          required
          disabled={values.UserTypeId === null}
          loading={profilesLoading}
          items={profiles}
          optionLabel="Name"
          optionValue="UniqueId"
          value={values.ProfileUniqueId}
          onChange={(value) => onChange('ProfileUniqueId', value === null ? null : String(value))}
          emptyMessage="resources.usuarios.form.noProfiles"
          error={error('ProfileUniqueId')}
          helperText={
            values.UserTypeId === null
              ? translate('resources.usuarios.form.profileFirst')
              : undefined
          }
        />
        <Dropdown
          label={field('HomeMenuId')}
          name="HomeMenuId"
          clearable={false}
          disabled={!profile}
          items={homeMenus}
          value={values.HomeMenuId ?? 0}
          onChange={(value) => onChange('HomeMenuId', value ? Number(value) : null)}
          helperText={translate('resources.usuarios.form.homeMenuHelp')}
        />
        {showBroker && (
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <Dropdown
              label={field('BrokerId')}
              name="BrokerId"
              required
              items={brokers}
              optionLabel="Name"
              optionValue="Id"
              value={values.BrokerId}
              onChange={(value) => onChange('BrokerId', value === null ? null : Number(value))}
              error={error('BrokerId')}
            />
          </Box>
        )}
      </Section>
    </>
  );
};

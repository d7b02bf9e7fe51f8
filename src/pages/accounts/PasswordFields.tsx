import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { PasswordInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  passwordProblems,
  passwordRules,
} from '../../../domain/passwordPolicy';

export interface PasswordValues {
  password?: string;
  confirmPassword?: string;
}

const validatePassword = (login: string | undefined) => (value: string | undefined) => {
  if (!value) return PASSWORD_REQUIRED_MESSAGE;
  return passwordProblems(value, login)[0];
};

const validateConfirmation = (value: string | undefined, values: PasswordValues) => {
  if (!value) return PASSWORD_CONFIRMATION_REQUIRED_MESSAGE;
  return value === values.password ? undefined : PASSWORD_MISMATCH_MESSAGE;
};

/** The policy as a checklist that follows what the user types. */
export const PasswordPolicyChecklist = ({ login }: { login?: string }) => {
  const translate = useTranslate();
  const password = useWatch<PasswordValues>({ name: 'password' }) ?? '';
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary" id="password-policy-title">
        {translate('aval.accounts.password.policyTitle')}
      </Typography>
      <List dense disablePadding aria-labelledby="password-policy-title">
        {passwordRules.map((rule) => {
          const met = password !== '' && rule.isMet(String(password), login);
          return (
            <ListItem key={rule.id} disableGutters sx={{ py: 0 }} data-met={met}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={rule.message}
                slotProps={{
                  primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};

/** New password and its confirmation, checked live against the policy (inside a react-admin Form). */
export const PasswordFields = ({ login, disabled }: { login?: string; disabled?: boolean }) => (
  <>
    <PasswordInput
      source="password"
      label="aval.accounts.password.newPassword"
      autoComplete="new-password"
      disabled={disabled}
      validate={validatePassword(login)}
    />
    <PasswordPolicyChecklist login={login} />
    <PasswordInput
      source="confirmPassword"
      label="aval.accounts.password.confirmPassword"
      autoComplete="new-password"
      disabled={disabled}
      validate={validateConfirmation}
    />
  </>
);

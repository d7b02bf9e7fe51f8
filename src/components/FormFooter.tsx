import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

export interface FormFooterProps {
  /** Messages of a refused save that name no field. */
  messages: readonly string[];
  /** One line per message; by default they are joined by a space. */
  lines?: boolean;
  saving: boolean;
  saveLabel: ReactNode;
  /** False hides the Save button (users who may only read). */
  canSave?: boolean;
  /** Saves on click; without it the button submits the form around it. */
  onSave?: () => void;
  /** Shown at the left of Save (e.g. "Adicionar sócio"). */
  extra?: ReactNode;
  /** Top margin of the alert and of the button row, when the parent does not space them. */
  spacing?: number;
}

/** The end of a form: the error alert of a refused save, then the Save button at the right. */
export const FormFooter = ({
  messages,
  lines,
  saving,
  saveLabel,
  canSave = true,
  onSave,
  extra,
  spacing,
}: FormFooterProps) => (
  <>
    {messages.length > 0 && (
      <Alert severity="error" role="alert" sx={spacing ? { mt: spacing } : undefined}>
        {lines ? messages.map((message) => <div key={message}>{message}</div>) : messages.join(' ')}
      </Alert>
    )}
    {canSave && (
      <Stack
        direction="row"
        spacing={extra ? 1 : undefined}
        sx={{ justifyContent: extra ? 'space-between' : 'flex-end', mt: spacing }}
      >
        {extra}
        <BusyButton busy={saving} type={onSave ? undefined : 'submit'} onClick={onSave}>
          {saveLabel}
        </BusyButton>
      </Stack>
    )}
  </>
);

import { Button, type ButtonProps, CircularProgress } from '@mui/material';

export type BusyButtonProps = ButtonProps & { busy: boolean };

/** A contained button that shows a spinner and stays disabled while its call runs. */
export const BusyButton = ({ busy, disabled, children, ...rest }: BusyButtonProps) => (
  <Button
    variant="contained"
    {...rest}
    disabled={busy || disabled}
    startIcon={busy ? <CircularProgress size={16} color="inherit" /> : rest.startIcon}
  >
    {children}
  </Button>
);

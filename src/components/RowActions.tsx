import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { gatewayMessages } from './parties/gatewayMessages';
import { useModals } from './useModals';

/**
 * A row's call (toggle, move, remove…): the row's key is busy while it runs; a refused call shows
 * the gateway's messages in the error modal. Resolves true when the call went through.
 */
export const useRowAction = <K,>(write: (call: Promise<unknown>) => Promise<unknown>) => {
  const modals = useModals();
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (key: K, call: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await write(call());
      return true;
    } catch (error) {
      await modals.showError(gatewayMessages(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
};

export interface RowActionButtonProps {
  /** The tooltip. */
  title: string;
  /** The accessible name (usually names the row). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: IconButtonProps['color'];
  /** Wraps the button in a span, so the tooltip still shows while it is disabled. */
  wrapped?: boolean;
}

/** An icon button of a table row, with its tooltip. */
export const RowActionButton = ({
  title,
  label,
  icon,
  onClick,
  disabled,
  color,
  wrapped,
}: RowActionButtonProps) => {
  const button = (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick} color={color}>
      {icon}
    </IconButton>
  );
  return <Tooltip title={title}>{wrapped ? <span>{button}</span> : button}</Tooltip>;
};

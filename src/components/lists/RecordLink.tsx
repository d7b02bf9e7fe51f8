import { Link, useTranslate } from 'react-admin';

export interface RecordLinkProps {
  to: string;
  children: string;
}

/**
 * The record's name as a link to its screen, so keyboards and screen readers reach it (the row
 * click does the same for the mouse); the click stops here so the row does not navigate twice.
 */
export const RecordLink = ({ to, children }: RecordLinkProps) => {
  const translate = useTranslate();
  return (
    <Link
      to={to}
      aria-label={translate('aval.lists.open', { name: children })}
      onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};

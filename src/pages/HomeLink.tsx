import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** "Back to the start": the home redirect, which sends a signed-out user to sign-in. */
export const HomeLink = ({
  to = '/',
  label = 'aval.pages.home',
}: {
  to?: string;
  label?: string;
}) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} variant="contained">
      {translate(label)}
    </Button>
  );
};

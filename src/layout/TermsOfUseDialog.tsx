import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useAuthState, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AvalDataProvider } from '../providers/dataProvider';
import type { SessionUserInfo } from '../providers/types';

// the sanitiser (DOMPurify) is fetched only when terms are to be shown, not on every first load
const RichTextView = lazy(() =>
  import('../components/RichTextView').then((module) => ({ default: module.RichTextView })),
);

/**
 * Signed in without having accepted the tenant's latest terms: a fullscreen popup with the
 * terms that stays until "Li e concordo" records the acceptance.
 */
export const TermsOfUseDialog = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState();
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  const acceptedKey = ['aval', 'terms', 'accepted', user?.UserId];

  const accepted = useQuery({
    queryKey: acceptedKey,
    queryFn: () => dataProvider.verifyLastTermAccepted(),
    enabled: !!authenticated && !!user,
    retry: false,
  });
  const mustAccept = accepted.data === false;
  // A deterministic signal that the terms check has answered (read by the e2e sign-in, which
  // otherwise could only wait and guess whether the popup is coming).
  useEffect(() => {
    if (accepted.isSuccess) document.documentElement.dataset.termsAccepted = String(accepted.data);
  }, [accepted.isSuccess, accepted.data]);
  const term = useQuery({
    queryKey: ['aval', 'terms', 'latest', user?.UserId],
    queryFn: () => dataProvider.getTermOfUse(),
    enabled: mustAccept,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptLastTerm(),
    onSuccess: () => queryClient.setQueryData(acceptedKey, true),
  });

  return (
    <Dialog fullScreen open={mustAccept} disableEscapeKeyDown aria-labelledby="terms-title">
      <DialogTitle id="terms-title">{translate('aval.terms.title')}</DialogTitle>
      <DialogContent dividers>
        {term.isPending && <CircularProgress aria-label={translate('aval.terms.loading')} />}
        {term.isError && <Alert severity="error">{translate('aval.terms.loadError')}</Alert>}
        {accept.isError && <Alert severity="error">{accept.error.message}</Alert>}
        {term.data && (
          <Suspense fallback={<CircularProgress aria-label={translate('aval.terms.loading')} />}>
            <RichTextView html={term.data.HTMLTermOfUse} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        {term.isError && (
          <Button onClick={() => term.refetch()}>{translate('aval.terms.retry')}</Button>
        )}
        <Button
          variant="contained"
          disabled={!term.data || accept.isPending}
          onClick={() => accept.mutate()}
        >
          {translate('aval.terms.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

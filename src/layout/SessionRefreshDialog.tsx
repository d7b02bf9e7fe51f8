import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { refreshPhaseStore } from '../providers/sessionRefresh';
import { storage } from '../providers/storage';
import { reloadPage } from './pageReload';

export const SESSION_REFRESH_DELAY_MS = 750;

/**
 * The token-refresh popup of spec part 2 §8. On success the page reloads after 750 ms (same
 * URL); on failure the user is signed out and sent to sign-in after 750 ms, coming back here
 * after signing in again.
 */
export const SessionRefreshDialog = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const phase = useSyncExternalStore(refreshPhaseStore.subscribe, refreshPhaseStore.get);

  useEffect(() => {
    if (phase === 'refreshed') {
      notify('aval.session.refreshed', { type: 'success' });
      const timer = setTimeout(reloadPage, SESSION_REFRESH_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'failed') {
      notify('aval.session.refreshFailed', { type: 'error' });
      const timer = setTimeout(
        () => void logout({}, storage.getLoginPath()),
        SESSION_REFRESH_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }
  }, [phase, notify, logout]);

  return (
    <Dialog open={phase === 'refreshing'} aria-labelledby="session-refresh-title">
      <DialogTitle id="session-refresh-title">{translate('aval.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('aval.session.expiredMessage')}</Typography>
        <LinearProgress />
      </DialogContent>
    </Dialog>
  );
};

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AvalDataProvider } from '../../providers/dataProvider';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * "Gerar acesso único" for one user: asks Security/IssueSsoToken for a one-time link and shows
 * it with a copy button. Shown only to the insurer's staff holding GERENCIAR_USUARIOS.
 */
export const IssueSsoTokenButton = ({ userUniqueId }: { userUniqueId: string }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`aval.waysIn.sso.issue.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<AvalDataProvider>();
  // insurer staff holding GERENCIAR_USUARIOS (domain/resourceAccess: usuarios.issueSso)
  const { canAccess: allowed } = useCanAccess({ resource: 'usuarios', action: 'issueSso' });
  const [open, setOpen] = useState(false);
  const [extraPath, setExtraPath] = useState('');
  const issue = useMutation({
    mutationFn: () => dataProvider.issueSsoToken(userUniqueId, extraPath.trim() || undefined),
  });

  if (!allowed) return null;

  const close = () => {
    setOpen(false);
    setExtraPath('');
    issue.reset();
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('copied'), { type: 'info' });
    } catch {
      // clipboard refused (no permission, insecure origin): the link stays selectable
      document.getElementById('sso-link')?.focus();
    }
  };

  return (
    <>
      <Button size="small" startIcon={<VpnKeyIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="sso-title">
        <DialogTitle id="sso-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('explanation')}</DialogContentText>
            {issue.isError && <Alert severity="error">{issue.error.message}</Alert>}
            {!issue.data && (
              <TextField
                label={t('extraPath')}
                helperText={t('extraPathHelp')}
                value={extraPath}
                onChange={(event) => setExtraPath(event.target.value)}
                placeholder="/propostas"
                slotProps={{ htmlInput: { maxLength: 512 } }}
              />
            )}
            {issue.data && (
              <TextField
                id="sso-link"
                label={t('link')}
                value={issue.data.Url}
                helperText={t('expiresAt', { time: timeOf(issue.data.ExpiresAt) })}
                onFocus={(event) => event.target.select()}
                slotProps={{
                  htmlInput: { readOnly: true },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={t('copy')}>
                          <IconButton aria-label={t('copy')} onClick={() => copy(issue.data.Url)}>
                            <ContentCopyIcon />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
          {!issue.data && (
            <Button
              variant="contained"
              disabled={issue.isPending}
              startIcon={issue.isPending ? <CircularProgress size={16} color="inherit" /> : null}
              onClick={() => issue.mutate()}
            >
              {t('generate')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};

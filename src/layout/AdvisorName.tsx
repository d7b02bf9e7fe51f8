import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { alpha, Box, Button, Chip, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useSessionSwitch } from '../pages/advisor/useSessionSwitch';
import { storage } from '../providers/storage';
import type { SessionUserInfo } from '../providers/types';

/**
 * While an advisor acts for a broker: "Atuando como <corretora> — <assessor>" and the way back
 * to the advisor's own session. Narrower navbars keep the way back and show the rest on hover.
 */
export const AdvisorName = () => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  const { returnToAdvisor, pending } = useSessionSwitch();
  const advisor = user?.Advisor ?? (user?.BrokerName ? storage.getAdvisorInfo() : null);
  if (!user?.BrokerName || !advisor) return null;
  const acting = translate('aval.waysIn.advisor.actingAs', {
    broker: user.BrokerName,
    advisor: advisor.Name ?? advisor.Username,
  });
  const back = translate('aval.waysIn.advisor.returnToAdvisor');
  const goBack = () => returnToAdvisor();
  const busy = pending !== null;
  return (
    <Box
      data-testid="advisor-acting"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1, minWidth: 0 }}
    >
      <Chip
        icon={<SupervisorAccountIcon />}
        label={acting}
        variant="outlined"
        sx={(theme) => ({
          display: { xs: 'none', xl: 'flex' },
          height: 'auto',
          maxWidth: 330,
          color: 'text.primary',
          borderColor: 'secondary.main',
          bgcolor: alpha(theme.palette.secondary.main, 0.14),
          '& .MuiChip-icon': { color: 'secondary.dark' },
          '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25, py: 0.5, fontSize: 12 },
        })}
      />
      <Tooltip title={acting}>
        <Box component="span" sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={
              busy ? <CircularProgress size={14} color="inherit" /> : <KeyboardReturnIcon />
            }
            disabled={busy}
            onClick={goBack}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {back}
          </Button>
        </Box>
      </Tooltip>
      <Tooltip title={`${acting}. ${back}`}>
        <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <IconButton aria-label={back} color="secondary" disabled={busy} onClick={goBack}>
            <KeyboardReturnIcon />
          </IconButton>
        </Box>
      </Tooltip>
    </Box>
  );
};

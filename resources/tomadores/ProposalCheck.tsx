import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PolicyHolderProposalCheck } from '../../domain/policyHolders';
import { gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** "Pode ser usado em nova proposta?": ValidatePolicyHolderByCNPJToNewProposal for this holder. */
export const ProposalCheck = ({ cnpj }: { cnpj: string }) => {
  const { validateHolderForProposal } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<PolicyHolderProposalCheck>();
  const [error, setError] = useState<string>();
  const t = (key: string) => translate(`resources.tomadores.proposalCheck.${key}`);

  const check = async () => {
    setBusy(true);
    setError(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await validateHolderForProposal(cnpj));
    } catch (failure) {
      setError(gatewayMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('question')}</Typography>
        <BusyButton busy={busy} size="small" variant="outlined" onClick={check}>
          {t('check')}
        </BusyButton>
      </Stack>
      {answer?.CanUse && <Alert severity="success">{t('canUse')}</Alert>}
      {answer && !answer.CanUse && (
        <Alert severity="warning">
          {t('cannotUse')}
          <ul style={{ margin: 0 }}>
            {answer.Reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
};

import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { formatDateTime } from '../../../../../domain/format';
import { BusyButton } from '../../../../components/BusyButton';
import { RichTextView } from '../../../../components/RichTextView';
import { cardText as t } from '../holder/CardFacts';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

/** The proposal's observations, newest first, and the analyst's follow-up (FollowUpSendObservation). */
export const CardObservations = ({
  info,
  canAct,
  run,
}: {
  info: CardProposalInfo;
  canAct: boolean;
  run: RunCardWrite;
}) => {
  const { proposalCardSendFollowUp } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    const failure = await run(() =>
      proposalCardSendFollowUp({
        ProposalUniqueId: info.Proposal.UniqueId,
        Observation: text,
        IsRichText: false,
        Version: info.Proposal.Version,
      }),
    );
    setBusy(false);
    setError(failure);
    if (!failure) setText('');
  };
  return (
    <Stack spacing={1}>
      {info.Observations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t('followUp.none'))}
        </Typography>
      ) : (
        <List dense disablePadding>
          {info.Observations.map((observation) => (
            <ListItem key={observation.Id} disableGutters>
              <ListItemText
                primary={<RichTextView html={observation.Text} />}
                secondary={`${observation.AuthorName} · ${formatDateTime(observation.CreatedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canAct && (
        <Box>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={translate(t('followUp.new'))}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
          <BusyButton
            busy={busy}
            size="small"
            sx={{ mt: 1 }}
            onClick={send}
            disabled={!text.trim()}
          >
            {translate(t('followUp.send'))}
          </BusyButton>
        </Box>
      )}
    </Stack>
  );
};

import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalTerm } from '../../domain/contracts/proposals';
import { RichTextView } from '../../src/components/RichTextView';
import { DetailCard } from './DetailCard';

const textSx = {
  typography: 'body2',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.default',
  '& p': { mt: 0, mb: 1 },
} as const;

/**
 * One list of the proposal's contractual texts (the object, or the particular clauses), each
 * through the portal's sanitising rich-text view.
 */
export const ContractualTermsCard = ({
  title,
  terms,
  empty,
}: {
  title: string;
  terms: ProposalTerm[];
  empty: string;
}) => {
  const translate = useTranslate();
  return (
    <DetailCard title={title} empty={terms.length ? undefined : empty}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {terms.map((term, index) => (
          <Box key={term.Id}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {term.Title || translate('resources.propostas.terms.untitled', { n: index + 1 })}
            </Typography>
            <RichTextView html={term.Value} sx={textSx} />
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
};

import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ProposalTextTerm } from '../../domain/contracts/proposalTexts';
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
  overflowWrap: 'anywhere',
  '& p': { mt: 0, mb: 1 },
  // a tag the proposal does not fill yet, as GetProposalContractualTerms marks it
  '& mark.tag-missing': {
    bgcolor: 'warning.light',
    color: 'warning.contrastText',
    px: 0.25,
    borderRadius: 0.5,
  },
} as const;

/** A text as stored, or as GetProposalContractualTerms answers it: its tags filled. */
export type ShownTerm = ProposalTerm &
  Partial<Pick<ProposalTextTerm, 'RenderedValue' | 'MissingTags'>>;

/**
 * One list of the proposal's contractual texts (the object, or the particular clauses), each
 * through the portal's sanitising rich-text view: rendered with the proposal's data when the
 * gateway filled its tags, the tags still without a value highlighted and listed.
 */
export const ContractualTermsCard = ({
  title,
  terms,
  empty,
  action,
}: {
  title: string;
  terms: ShownTerm[];
  empty: string;
  /** Right of the title (the particular clauses' edit button). */
  action?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DetailCard title={title} action={action} empty={terms.length ? undefined : empty}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {terms.map((term, index) => (
          <Box key={term.Id}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {term.Title || translate('resources.propostas.terms.untitled', { n: index + 1 })}
            </Typography>
            <RichTextView html={term.RenderedValue ?? term.Value} sx={textSx} />
            {term.MissingTags && term.MissingTags.length > 0 && (
              <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 1 }}>
                {translate('resources.propostas.terms.missingTags', {
                  tags: term.MissingTags.map((tag) => `[${tag}]`).join(', '),
                })}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
};

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import {
  type AcceptanceProposalTypeId,
  acceptanceProposalTypes,
} from '../../../domain/acceptanceTerms';
import { formatDateTime } from '../../../domain/format';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Dropdown } from '../../components/Dropdown';
import { RichTextView } from '../../components/RichTextView';
import type { AvalDataProvider } from '../../providers/dataProvider';

/** /termos-aceite: the tenant's current acceptance term of the chosen proposal type. */
export const AcceptanceTermsPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`aval.waysIn.acceptanceTerms.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [proposalType, setProposalType] = useState<AcceptanceProposalTypeId>(1);
  const term = useQuery({
    queryKey: ['aval', 'acceptanceTerm', proposalType],
    queryFn: () => dataProvider.getLastCompanyAcceptanceTerm(proposalType),
    retry: false,
  });
  const items = acceptanceProposalTypes.map((value) => ({ value, label: t(`types.${value}`) }));
  const title = t('title');

  return (
    <Box data-testid="page-acceptance-terms" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{t('intro')}</Typography>
            <Box sx={{ maxWidth: 420 }}>
              <Dropdown
                id="acceptance-proposal-type"
                label={t('proposalType')}
                items={items}
                value={proposalType}
                clearable={false}
                onChange={(value) =>
                  value !== null && setProposalType(value as AcceptanceProposalTypeId)
                }
              />
            </Box>
            <Divider />
            {term.isPending && <CircularProgress aria-label={t('loading')} />}
            {term.isError && (
              <Alert
                severity="warning"
                action={<Button onClick={() => term.refetch()}>{t('retry')}</Button>}
              >
                {term.error.message}
              </Alert>
            )}
            {term.data && (
              <article aria-label={t(`types.${term.data.ProposalType}`)}>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  {t('version', {
                    version: term.data.Version,
                    date: formatDateTime(term.data.PublishedAt),
                  })}
                </Typography>
                <RichTextView
                  html={term.data.HTML}
                  sx={{ '& h2': { typography: 'h6', mt: 0 }, '& li': { mb: 1 } }}
                />
              </article>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
AcceptanceTermsPage.path = '/termos-aceite';

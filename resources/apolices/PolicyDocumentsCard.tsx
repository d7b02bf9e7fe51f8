import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BankSlipsTable } from '../propostas/BankSlipsTable';
import { DetailCard } from '../propostas/DetailCard';
import type { PolicyRecord } from './policyRecord';
import { usePolicyDownload } from './usePolicyDownload';

/**
 * "Documentos": the policy PDF, the last endorsement's, the issuance report (with
 * DOWNLOAD_DO_LAUDO_DE_EMISSAO) and the bank slips, each a signed link the gateway renders; and
 * the slips with their payment state.
 */
export const PolicyDocumentsCard = ({
  policy,
  mayIssuanceReport,
}: {
  policy: PolicyRecord;
  mayIssuanceReport: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.documents.${key}`);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { download, running } = usePolicyDownload();
  const proposal = policy.ProposalUniqueId;
  const slips = policy.BankSlips;

  const downloadButton = (name: string, call: () => void) => (
    <Button
      key={name}
      variant="outlined"
      onClick={call}
      disabled={running !== null}
      startIcon={running === name ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {t(name)}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <DetailCard title={t('title')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {downloadButton('policy', () =>
            download('policy', () => dataProvider.downloadPolicyDocument(proposal)),
          )}
          {downloadButton('lastEndorsement', () =>
            download(
              'lastEndorsement',
              () => dataProvider.downloadLastEndorsementDocument(proposal),
              { missingIsInfo: true },
            ),
          )}
          {mayIssuanceReport &&
            downloadButton('issuanceReport', () =>
              download('issuanceReport', () => dataProvider.loadIssuanceReport(proposal)),
            )}
          {slips.length > 0 &&
            downloadButton('bankSlips', () =>
              download(
                'bankSlips',
                // the proposal's call (resources/propostas): the slips are the proposal's
                async () => (await dataProvider.downloadBankSlips(proposal)).LinksToDownload,
              ),
            )}
        </Stack>
      </DetailCard>
      <DetailCard title={t('slipsTitle')}>
        <BankSlipsTable
          resource="apolices"
          slips={slips}
          label={t('slipsTitle')}
          empty={<Alert severity="info">{t('noSlips')}</Alert>}
        />
      </DetailCard>
    </Stack>
  );
};

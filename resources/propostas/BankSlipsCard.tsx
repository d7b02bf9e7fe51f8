import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { ProposalStatus } from '../../domain/proposalStatus';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BankSlipsTable } from './BankSlipsTable';
import { DetailCard } from './DetailCard';

/** The statuses in which a proposal has slips to show. */
const WITH_SLIPS: readonly number[] = [ProposalStatus.AguardandoPagamento, ProposalStatus.Emitida];

/**
 * The proposal's bank slips in the detail's card (the slips table its policy shows too), and
 * "Baixar boletos", which opens each slip's PDF.
 */
export const BankSlipsCard = ({
  proposal,
}: {
  proposal: { UniqueId: string; StatusId: number };
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.bankSlips.${key}`);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const modals = useModals();
  const shown = WITH_SLIPS.includes(proposal.StatusId);
  const { data: slips, isError } = useQuery({
    queryKey: ['bankSlips', proposal.UniqueId],
    queryFn: () => dataProvider.getBankSlips(proposal.UniqueId),
    enabled: shown,
  });
  if (!shown || (!isError && !slips?.length)) return null;

  const download = async () => {
    const close = modals.showLoading();
    try {
      const { LinksToDownload } = await dataProvider.downloadBankSlips(proposal.UniqueId);
      close();
      for (const link of LinksToDownload) window.open(link, '_blank', 'noopener');
    } catch (error) {
      close();
      await modals.showError(gatewayMessages(error));
    }
  };

  return (
    <DetailCard
      title={t('title')}
      action={
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={isError}>
          {t('download')}
        </Button>
      }
    >
      {isError ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : (
        <BankSlipsTable resource="propostas" slips={slips} label={t('title')} />
      )}
    </DetailCard>
  );
};

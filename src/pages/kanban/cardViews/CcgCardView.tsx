import { Alert, Skeleton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CcgActions } from '../../../components/ccg/CcgActions';
import { CcgSummary } from '../../../components/ccg/CcgSummary';
import type { CcgInfo } from '../../../providers/ccgApi';
import type { AvalDataProvider } from '../../../providers/dataProvider';
import { errorText } from '../../../providers/errorText';
import { NoCardData } from './holder/CardFacts';
import type { CardViewProps } from './types';

/**
 * Dados da Solicitação de CCG (ANALISE_CCG, ANALISE_CCG_MANUAL): the holder, its guarantors, the
 * CCG's status, the generated contract and the signed copy, its history, and "Enviar ao
 * corretor" for who may act on the card. Deciding is moving the card to Aprovado or Recusado.
 */
const CcgCardView = ({ card, canAct, onChanged }: CardViewProps) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [ccg, setCcg] = useState<CcgInfo | null>(null);
  const [error, setError] = useState<string>();
  const uniqueId = card.refUniqueId;

  useEffect(() => {
    if (!uniqueId) return;
    let live = true;
    dataProvider.getCcgCardInfo(uniqueId).then(
      (info) => live && setCcg(info),
      (reason) => live && setError(errorText(reason)),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, uniqueId]);

  if (!uniqueId) return <NoCardData />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!ccg) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={2} data-testid="ccg-card-view">
      <CcgSummary ccg={ccg} />
      <CcgActions
        ccg={ccg}
        canSend={canAct}
        canUpload={false}
        onChanged={(next) => {
          setCcg(next);
          onChanged();
        }}
      />
    </Stack>
  );
};

export default CcgCardView;

import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CnabReturnResult } from '../../../domain/contracts/finance';
import { PageFrame } from '../../components';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { CnabReturnFilesList } from './CnabReturnFilesList';
import { CnabReturnResultView } from './CnabReturnResultView';
import { CnabUploadCard } from './CnabUploadCard';
import { ManualSettlementDialog } from './ManualSettlementDialog';

/**
 * The insurer's finance page (issue 15): the bank's CNAB 240 return file settles the paid slips
 * and shows what each title did; the processed files below reopen their stored result; the
 * exceptions are settled by hand in "Baixa manual".
 */
export const CnabReturnPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [result, setResult] = useState<CnabReturnResult | null>(null);
  const [manualOpen, setManualOpen] = useState(false);

  const processed = (answer: CnabReturnResult) => {
    setResult(answer);
    refresh();
  };

  const open = async (uniqueId: string) => {
    try {
      setResult(await dataProvider.getCnabReturnFile(uniqueId));
    } catch {
      notify('aval.finance.result.loadError', { type: 'error' });
    }
  };

  return (
    <PageFrame
      testId="page-financeiro-retorno-cnab"
      title={translate('aval.finance.title')}
      subtitle={translate('aval.finance.subtitle')}
      breadcrumb={[
        { label: translate('aval.finance.breadcrumb') },
        { label: translate('aval.finance.title') },
      ]}
      action={
        <Button variant="outlined" onClick={() => setManualOpen(true)}>
          {translate('aval.finance.manual.open')}
        </Button>
      }
    >
      <CnabUploadCard onProcessed={processed} />
      {result && <CnabReturnResultView result={result} onClose={() => setResult(null)} />}
      <CnabReturnFilesList onOpen={open} />
      {manualOpen && (
        <ManualSettlementDialog
          onClose={() => setManualOpen(false)}
          onSettled={() => {
            setManualOpen(false);
            refresh();
          }}
        />
      )}
    </PageFrame>
  );
};

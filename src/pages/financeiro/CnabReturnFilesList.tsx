import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useTranslate } from 'react-admin';
import type { CnabReturnFileSummary } from '../../../domain/contracts/finance';
import { formatDateTime } from '../../../domain/format';
import { CNAB_RETURN_FILES_RESOURCE } from '../../../resources/financeiro/financeiroDataProvider';

const Col = DataTable.Col<CnabReturnFileSummary>;

/**
 * "Arquivos processados": the past return files through the `financeiro-retorno-cnab` resource
 * (react-admin's ListBase paging GetCnabReturnFiles on the server, always newest first, so no
 * column sorts). A row opens the file's stored per-line result.
 */
export const CnabReturnFilesList = ({ onOpen }: { onOpen: (uniqueId: string) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`aval.finance.files.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <ListBase
          resource={CNAB_RETURN_FILES_RESOURCE}
          perPage={10}
          disableSyncWithLocation
          storeKey={false}
        >
          <DataTable
            rowClick={(id) => {
              onOpen(String(id));
              return false;
            }}
            bulkActionButtons={false}
            empty={<Typography color="text.secondary">{t('empty')}</Typography>}
          >
            <Col source="FileName" label={t('fileName')} disableSort />
            <Col
              source="BankName"
              label={t('bank')}
              disableSort
              render={(file) => `${file.BankCode} ${file.BankName}`.trim()}
            />
            <Col source="FileSequence" label={t('sequence')} disableSort align="right" />
            <Col
              source="ProcessedAt"
              label={t('processedAt')}
              disableSort
              render={(file) => formatDateTime(file.ProcessedAt)}
            />
            <Col source="ProcessedByName" label={t('processedBy')} disableSort />
            <Col source="LineCount" label={t('lines')} disableSort align="right" />
            <Col
              source="Settled"
              label={translate('aval.finance.result.settled')}
              disableSort
              align="right"
            />
            <Col
              source="AlreadySettled"
              label={translate('aval.finance.result.alreadySettled')}
              disableSort
              align="right"
            />
            <Col
              source="Rejected"
              label={translate('aval.finance.result.rejected')}
              disableSort
              align="right"
            />
            <Col
              source="Ignored"
              label={translate('aval.finance.result.ignored')}
              disableSort
              align="right"
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};

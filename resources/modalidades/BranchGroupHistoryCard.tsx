import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { BranchGroupHistoryRow } from '../../domain/branchGroups';
import { HistoryCard } from '../../src/components';
import type { HistoryPanelRow } from '../../src/components/parties/HistoryPanel';
import { useBranchGroupHistory } from './useBranchGroups';

/** "Ramo 0775 · Garantia… — Nome": each change names the branch, group or limit it is about. */
const toPanelRow = (row: BranchGroupHistoryRow): HistoryPanelRow => {
  const subject = row.EntityName ? `${row.EntityLabel} ${row.EntityName}` : row.EntityLabel;
  return {
    Id: row.Id,
    ChangedAt: row.ChangedAt,
    ChangedByName: row.ChangedByName,
    ChangesHistories: row.ChangesHistories.map((change) => ({
      ...change,
      Label: `${subject} — ${change.Label}`,
    })),
  };
};

/** The tenant's branch, group and premium-limit changes, newest first (refreshed by each write). */
export const BranchGroupHistoryCard = () => {
  const translate = useTranslate();
  const history = useBranchGroupHistory();
  const rows = useMemo(() => history.data?.map(toPanelRow), [history.data]);
  return history.error ? (
    <Alert severity="error">
      {translate('resources.modalidades.branchGroups.history.loadError')}
    </Alert>
  ) : (
    <HistoryCard
      title={translate('resources.modalidades.branchGroups.history.title')}
      rows={rows}
      loading={history.isPending}
    />
  );
};

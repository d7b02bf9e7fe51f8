import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CCGStatus } from '../../domain/ccgStatus';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { CcgActions } from '../../src/components/ccg/CcgActions';
import { CcgSummary } from '../../src/components/ccg/CcgSummary';
import type { CcgInfo } from '../../src/providers/ccgApi';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorText } from '../../src/providers/errorText';
import { CcgCreateDialog } from './CcgCreateDialog';
import { useCanAccessActions } from '../../src/components/useCanAccessActions';

const CCG_ACTIONS = ['create', 'send', 'upload'] as const;
const CLOSED: readonly number[] = [CCGStatus.Assinado, CCGStatus.AlteracaoReprovada];

/** The holder's CCG: its status and files, and creating it, sending it, uploading the signed copy. */
export const CcgTab = ({ holder }: { holder: PolicyHolderDetail }) => {
  const { can: permissions } = useCanAccessActions('ccg', CCG_ACTIONS);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [ccg, setCcg] = useState<CcgInfo | null | undefined>(undefined);
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    dataProvider
      .getHolderCcg(holder.UniqueId)
      .then(setCcg, (reason) => setError(errorText(reason)));
  }, [dataProvider, holder.UniqueId]);

  const canCreate = permissions.create && (ccg === null || (ccg && CLOSED.includes(ccg.Status)));
  return (
    <Card variant="outlined">
      <CardHeader
        title="CCG (contrato de contragarantia)"
        action={
          canCreate ? (
            <Button variant="outlined" onClick={() => setCreating(true)}>
              {ccg ? 'Criar novo CCG' : 'Criar CCG'}
            </Button>
          ) : null
        }
      />
      <CardContent>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {ccg === undefined && !error ? <Skeleton variant="rounded" height={120} /> : null}
        {ccg === null ? (
          <Typography color="text.secondary">O tomador ainda não tem CCG.</Typography>
        ) : null}
        {ccg ? (
          <Stack spacing={2}>
            <CcgSummary ccg={ccg} showHolder={false} />
            <CcgActions
              ccg={ccg}
              canSend={permissions.send}
              canUpload={permissions.upload}
              onChanged={setCcg}
            />
          </Stack>
        ) : null}
      </CardContent>
      {creating ? (
        <CcgCreateDialog
          holderUniqueId={holder.UniqueId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setCcg(created);
          }}
        />
      ) : null}
    </Card>
  );
};

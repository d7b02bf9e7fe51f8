import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CCGStatusId } from '../../../domain/ccgStatus';
import { maskCpf, maskDocument } from '../../../domain/cpfCnpj';
import { formatDateTime } from '../../../domain/format';
import type { StatusColor } from '../../../domain/statusColor';
import type { CcgInfo } from '../../providers/ccgApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { StatusChip } from '../StatusChip';

const statusColors: Record<CCGStatusId, StatusColor> = {
  1: 'dark',
  2: 'blue',
  3: 'warning',
  4: 'green',
  5: 'danger',
  6: 'purple',
};

export const CcgStatusChip = ({ ccg }: { ccg: Pick<CcgInfo, 'Status' | 'StatusName'> }) => (
  <StatusChip label={ccg.StatusName} color={statusColors[ccg.Status as CCGStatusId] ?? 'dark'} />
);

const ArchiveButton = ({
  label,
  archive,
  onError,
}: {
  label: string;
  archive: CcgInfo['ContractArchive'];
  onError: (message: string) => void;
}) => {
  const { getArchiveDownloadUrl } = useDataProvider<AvalDataProvider>();
  if (!archive) return null;
  const download = async () => {
    try {
      window.open(await getArchiveDownloadUrl(archive.UniqueId), '_blank', 'noopener');
    } catch (error) {
      onError(errorText(error));
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon fontSize="small" />} onClick={download}>
      {label}
    </Button>
  );
};

/** A CCG as the card and the holder's screen show it: status, guarantors, files and history. */
export const CcgSummary = ({ ccg, showHolder = true }: { ccg: CcgInfo; showHolder?: boolean }) => {
  const [error, setError] = useState<string>();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CcgStatusChip ccg={ccg} />
        {ccg.Manual ? <Typography variant="body2">Assinado em papel (manual)</Typography> : null}
        {ccg.PolicyHolder.IgnoreCcgSignature ? (
          <Typography variant="body2" color="text.secondary">
            Assinatura de CCG ignorada para este tomador
          </Typography>
        ) : null}
      </Stack>
      {showHolder ? (
        <div>
          <Typography variant="subtitle2" component="h3">
            Tomador
          </Typography>
          <Typography>
            {ccg.PolicyHolder.Name} · {maskDocument(ccg.PolicyHolder.CpfCnpj)}
          </Typography>
        </div>
      ) : null}
      {ccg.RefusalReason ? (
        <Alert severity="error">Motivo da reprovação: {ccg.RefusalReason}</Alert>
      ) : null}
      <div>
        <Typography variant="subtitle2" component="h3">
          Fiadores
        </Typography>
        {ccg.Guarantors.length ? (
          // the guarantors are fields of this one CCG, not records: a plain table, as RiskChangeCard
          <Table size="small" aria-label="Fiadores">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>CPF</TableCell>
                <TableCell>E-mail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ccg.Guarantors.map((guarantor) => (
                <TableRow key={guarantor.Cpf}>
                  <TableCell>{guarantor.Name}</TableCell>
                  <TableCell>{maskCpf(guarantor.Cpf)}</TableCell>
                  <TableCell>{guarantor.Email}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Nenhum fiador informado.
          </Typography>
        )}
      </div>
      <Stack direction="row" spacing={1}>
        <ArchiveButton label="Baixar contrato" archive={ccg.ContractArchive} onError={setError} />
        <ArchiveButton
          label="Baixar cópia assinada"
          archive={ccg.SignedArchive}
          onError={setError}
        />
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {ccg.History.length ? (
        <div>
          <Typography variant="subtitle2" component="h3">
            Histórico
          </Typography>
          <List dense disablePadding>
            {ccg.History.map((row) => (
              <ListItem key={row.Id} disableGutters>
                <ListItemText
                  primary={row.ChangesHistories.map(
                    (change) =>
                      `${change.Label}: ${change.OldValue ? `${change.OldValue} → ` : ''}${change.NewValue ?? '—'}`,
                  ).join(' · ')}
                  secondary={`${formatDateTime(row.ChangedAt)} · ${row.ChangedByName}`}
                />
              </ListItem>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
};

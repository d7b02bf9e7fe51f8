import {
  Alert,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EconomicGroupInfo } from '../../../../domain/contracts/kanbanActivityCards';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatBRL } from '../../../../domain/format';
import { BusyButton, HistoryCard } from '../../../components';
import { errorText } from '../../../providers/errorText';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';
import { cardText as t } from './holder/CardFacts';

const NO_HOLDING = '';

// The members are one group's few holders with their limits: nothing to sort, filter or page, so
// a plain table rather than a react-admin DataTable.
const Members = ({ info }: { info: EconomicGroupInfo }) => {
  const translate = useTranslate();
  return info.Members.length ? (
    // the few members of one holder's group inside a card view, not a record list
    <Table size="small" aria-label={translate(t('economicGroup.members'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('economicGroup.holder'))}</TableCell>
          <TableCell>{translate(t('economicGroup.document'))}</TableCell>
          <TableCell>{translate(t('economicGroup.riskClass'))}</TableCell>
          <TableCell align="right">{translate(t('economicGroup.limit'))}</TableCell>
          <TableCell align="right">{translate(t('economicGroup.limitUsed'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {info.Members.map((member) => (
          <TableRow key={member.Id}>
            <TableCell>
              {member.Name}{' '}
              {member.IsHolding && (
                <Chip size="small" label={translate(t('economicGroup.holding'))} />
              )}
            </TableCell>
            <TableCell>{maskDocument(member.CpfCnpj)}</TableCell>
            <TableCell>{member.RiskClass ?? '—'}</TableCell>
            <TableCell align="right">
              {member.LimitValue === null ? '—' : formatBRL(member.LimitValue)}
            </TableCell>
            <TableCell align="right">{formatBRL(member.LimitUsedValue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate(t('economicGroup.notInGroup'))}
    </Typography>
  );
};

const Candidates = ({ info }: { info: EconomicGroupInfo }) => {
  const translate = useTranslate();
  return info.Candidates.length ? (
    <List dense disablePadding aria-label={translate(t('economicGroup.candidates'))}>
      {info.Candidates.map((candidate) => (
        <ListItem key={candidate.Id} disableGutters>
          <ListItemText
            primary={`${candidate.Name} · ${maskDocument(candidate.CpfCnpj)}`}
            secondary={[
              translate(t('economicGroup.sharedPartners'), {
                partners: candidate.SharedPartners.join(', '),
              }),
              candidate.EconomicGroupName
                ? translate(t('economicGroup.candidateGroup'), {
                    name: candidate.EconomicGroupName,
                  })
                : null,
              candidate.Holding
                ? translate(t('economicGroup.candidateHolding'), { name: candidate.Holding.Name })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate(t('economicGroup.noCandidates'))}
    </Typography>
  );
};

/**
 * A GRUPO_ECONOMICO card's question inside the proposal view (the spec opens these cards on the
 * proposal data): the holder's economic group, the holders sharing its partners, the group's
 * members and limits; who may act saves the group and its holding (KanbanSaveEconomicGroup).
 */
const EconomicGroupPanel = ({ card, canAct, onChanged }: CardViewProps) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const { saveEconomicGroup } = dataProvider;
  const proposalUniqueId = card.refUniqueId;
  const [info, setInfo] = useState<EconomicGroupInfo>();
  const [name, setName] = useState('');
  const [holding, setHolding] = useState(NO_HOLDING);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const show = (read: EconomicGroupInfo) => {
    setInfo(read);
    setName(read.EconomicGroupName ?? '');
    setHolding(read.Holding?.UniqueId ?? NO_HOLDING);
  };

  useEffect(() => {
    if (!proposalUniqueId) return;
    let live = true;
    dataProvider
      .getCardEconomicGroupInfo({ ProposalUniqueId: proposalUniqueId })
      .then((read) => live && show(read))
      .catch((failure) => live && setError(errorText(failure)));
    return () => {
      live = false;
    };
  }, [dataProvider, proposalUniqueId]);

  if (!proposalUniqueId) return null;
  if (!info) {
    return error ? (
      <Alert severity="error">{error}</Alert>
    ) : (
      <Typography color="text.secondary" role="status">
        {translate(t('economicGroup.loading'))}
      </Typography>
    );
  }

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      show(
        await saveEconomicGroup({
          PolicyHolderUniqueId: info.PolicyHolder.UniqueId,
          EconomicGroupName: name.trim() || null,
          HoldingPolicyHolderUniqueId: holding || null,
          Version: info.PolicyHolder.Version,
        }),
      );
      onChanged();
    } catch (failure) {
      // the typed name and the chosen holding stay beside the server's reason (a 409 included)
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  // the current holding stays choosable even when it shares no partner
  const options = [
    ...info.HoldingOptions,
    ...(info.Holding && !info.HoldingOptions.some((one) => one.Id === info.Holding?.Id)
      ? [info.Holding]
      : []),
  ];

  return (
    <Stack spacing={2} component="section" aria-label={translate(t('economicGroup.title'))}>
      <Typography variant="h6" component="h2">
        {translate(t('economicGroup.title'))}
      </Typography>
      <Typography variant="body2">
        {info.PolicyHolder.Name} · {maskDocument(info.PolicyHolder.CpfCnpj)}
      </Typography>
      <Typography variant="body2">
        {translate(t('economicGroup.currentGroup'), {
          name: info.EconomicGroupName ?? translate(t('economicGroup.notInformed')),
        })}
        {info.Holding
          ? translate(t('economicGroup.currentHolding'), { name: info.Holding.Name })
          : ''}
      </Typography>

      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {translate(t('economicGroup.candidates'))}
        </Typography>
        <Candidates info={info} />
      </Stack>

      {canAct && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={translate(t('economicGroup.name'))}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            select
            size="small"
            label={translate(t('economicGroup.holding'))}
            value={holding}
            onChange={(event) => setHolding(event.target.value)}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={NO_HOLDING}>{translate(t('economicGroup.noHolding'))}</MenuItem>
            {options.map((option) => (
              <MenuItem key={option.Id} value={option.UniqueId}>
                {option.Name}
              </MenuItem>
            ))}
          </TextField>
          <BusyButton busy={busy} onClick={save}>
            {translate(t('economicGroup.save'))}
          </BusyButton>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}

      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {translate(t('economicGroup.members'))}
        </Typography>
        <Members info={info} />
      </Stack>

      <HistoryCard title={translate(t('economicGroup.history'))} rows={info.History} />
    </Stack>
  );
};

export default EconomicGroupPanel;

import { Alert, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { branchActivityLabel } from '../../../../domain/branchActivities';
import type {
  BranchActivity,
  BranchActivityInfo,
} from '../../../../domain/contracts/kanbanActivityCards';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatDate } from '../../../../domain/format';
import { BusyButton, HistoryCard } from '../../../components';
import { errorText } from '../../../providers/errorText';
import { cardText as t, NoCardData } from './holder/CardFacts';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Stack spacing={0.25}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{value}</Typography>
  </Stack>
);

const RestrictionStatus = ({ info }: { info: BranchActivityInfo }) => {
  const translate = useTranslate();
  if (info.IsRestrictedBranchActivity) {
    return <Chip color="warning" size="small" label={translate(t('branchActivity.restricted'))} />;
  }
  if (info.BranchActivityApprovedAt) {
    return (
      <Chip
        color="success"
        size="small"
        label={translate(t('branchActivity.accepted'), {
          date: formatDate(info.BranchActivityApprovedAt),
        })}
      />
    );
  }
  return (
    <Chip size="small" variant="outlined" label={translate(t('branchActivity.unrestricted'))} />
  );
};

/**
 * Dados do Tomador (RAMO_ATIVIDADE cards): the holder, its branch of activity from the tenant's
 * catalogue, whether the restriction still stands, and the history. Saving the activity is for
 * who may act on the card; approving or refusing is the card's move on the board.
 */
const PolicyHolderCardView = ({ card, canAct, onChanged }: CardViewProps) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const { saveBranchActivity } = dataProvider;
  const holderUniqueId = card.refUniqueId;
  const [info, setInfo] = useState<BranchActivityInfo>();
  const [catalogue, setCatalogue] = useState<BranchActivity[]>([]);
  const [selected, setSelected] = useState<number | ''>('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!holderUniqueId) return;
    let live = true;
    Promise.all([
      dataProvider.getCardBranchActivityInfo(holderUniqueId),
      dataProvider.getBranchActivities(),
    ])
      .then(([read, list]) => {
        if (!live) return;
        setInfo(read);
        setCatalogue(list);
        setSelected(read.BranchActivity?.Id ?? '');
      })
      .catch((failure) => live && setError(errorText(failure)));
    return () => {
      live = false;
    };
  }, [dataProvider, holderUniqueId]);

  if (!holderUniqueId) {
    return <NoCardData />;
  }
  if (!info) {
    return error ? (
      <Alert severity="error">{error}</Alert>
    ) : (
      <Typography color="text.secondary" role="status">
        {translate(t('branchActivity.loading'))}
      </Typography>
    );
  }

  const holder = info.PolicyHolder;
  const save = async () => {
    if (selected === '') return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = await saveBranchActivity({
        PolicyHolderUniqueId: holder.UniqueId,
        BranchActivityId: selected,
        Version: holder.Version,
      });
      setInfo(saved);
      onChanged();
    } catch (failure) {
      // the choice stays on screen beside the server's reason (a 409 included)
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {holder.Name}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <Field
            label={translate(t('branchActivity.document'))}
            value={maskDocument(holder.CpfCnpj)}
          />
          <Field
            label={translate(t('branchActivity.mainActivity'))}
            value={holder.MainActivity ?? '—'}
          />
          <Field
            label={translate(t('branchActivity.status'))}
            value={translate(
              t(holder.IsActive ? 'branchActivity.active' : 'branchActivity.inactive'),
            )}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          {holder.IsBlocked && (
            <Chip color="error" size="small" label={translate(t('branchActivity.blocked'))} />
          )}
          {holder.IsRestrictiveBlocked && (
            <Chip
              color="error"
              size="small"
              label={translate(t('branchActivity.restrictiveBlocked'))}
            />
          )}
        </Stack>
      </Stack>

      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {translate(t('branchActivity.title'))}
        </Typography>
        <Typography variant="body2">
          {info.BranchActivity
            ? branchActivityLabel(info.BranchActivity)
            : translate(t('branchActivity.notInformed'))}
          {info.BranchActivity?.IsRestricted
            ? translate(t('branchActivity.restrictiveSuffix'))
            : ''}
        </Typography>
        <RestrictionStatus info={info} />
        {canAct && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
            <TextField
              select
              size="small"
              label={translate(t('branchActivity.select'))}
              value={selected}
              onChange={(event) => setSelected(Number(event.target.value))}
              sx={{ minWidth: 320 }}
            >
              {catalogue.map((activity) => (
                <MenuItem key={activity.Id} value={activity.Id}>
                  {branchActivityLabel(activity)}
                  {activity.IsRestricted ? translate(t('branchActivity.restrictiveSuffix')) : ''}
                </MenuItem>
              ))}
            </TextField>
            <BusyButton
              busy={busy}
              disabled={selected === '' || selected === info.BranchActivity?.Id}
              onClick={save}
            >
              {translate(t('branchActivity.save'))}
            </BusyButton>
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>

      <HistoryCard title={translate(t('branchActivity.history'))} rows={info.History} />
    </Stack>
  );
};

export default PolicyHolderCardView;

import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/format';
import { cnpjSituations, type PjEvaluationAnswer } from '../../domain/pjQuerySettings';
import { DateTextField, Dropdown, useModals } from '../../src/components';
import { DocumentTextField } from '../../src/components/parties/DocumentTextField';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/**
 * "Avaliar um tomador PJ": the saved settings applied to a company's data (AvaliarConsultaPJ),
 * so the insurer sees what a registration or re-analysis would require.
 */
export const PjEvaluationCard = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.consultaPj.evaluation.${key}`, options);
  const modals = useModals();
  const { evaluatePj } = useDataProvider<AvalDataProvider>();
  const [cnpj, setCnpj] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const [situation, setSituation] = useState<string | null>(null);
  const [lastQuery, setLastQuery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PjEvaluationAnswer | null>(null);

  const evaluate = async () => {
    setBusy(true);
    try {
      setResult(
        await evaluatePj({
          cnpj,
          dataAbertura: opened,
          situacaoCadastral: situation,
          ultimaConsulta: lastQuery,
        }),
      );
    } catch (error) {
      setResult(null);
      await modals.showError(gatewayMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DocumentTextField accept="cnpj" label="CNPJ" value={cnpj} onChange={setCnpj} />
            <DateTextField label={t('opened')} value={opened} onChange={setOpened} />
            <Dropdown
              label={t('situation')}
              items={[...cnpjSituations]}
              value={situation}
              onChange={(value) => setSituation(value as string | null)}
            />
            <DateTextField label={t('lastQuery')} value={lastQuery} onChange={setLastQuery} />
          </Stack>
          <div>
            <BusyButton
              busy={busy}
              onClick={evaluate}
              disabled={!cnpj}
              startIcon={<FactCheckOutlinedIcon />}
            >
              {t('run')}
            </BusyButton>
          </div>
          {result && (
            <Stack spacing={1} role="status" aria-label={t('result')}>
              <Alert severity={result.PodeProsseguir ? 'success' : 'error'}>
                {result.PodeProsseguir ? t('mayProceed') : t('blocked')}
                {result.Motivos.map((reason) => (
                  <Typography key={reason} variant="body2">
                    {reason}
                  </Typography>
                ))}
              </Alert>
              {result.DadosValidosAte && (
                <Typography variant="body2">
                  {t('validUntil', { date: formatDate(result.DadosValidosAte) })}
                </Typography>
              )}
              <Typography variant="subtitle2" component="h3">
                {result.ConsultasPendentes.length
                  ? t('pending', { smart_count: result.ConsultasPendentes.length })
                  : t('noPending')}
              </Typography>
              {result.ConsultasPendentes.length > 0 && (
                <List dense disablePadding>
                  {result.ConsultasPendentes.map((due) => (
                    <ListItem key={due.TipoConsultaId} divider>
                      <ListItemText
                        primary={`${due.Nome} — ${t(`reasons.${due.Motivo}`)}`}
                        secondary={due.Bureaus.length ? due.Bureaus.join(' → ') : t('noBureau')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

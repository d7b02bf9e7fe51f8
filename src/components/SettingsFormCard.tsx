import SaveIcon from '@mui/icons-material/Save';
import { Alert, Card, CardContent, CardHeader, LinearProgress, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from './BusyButton';
import { HistoryCard } from './HistoryCard';
import { PageFrame } from './PageFrame';
import type { HistoryPanelRow } from './parties/HistoryPanel';
import { gatewayMessages, messagesByField } from './parties/gatewayMessages';
import { useModals } from './useModals';

export interface SettingsFormCardProps {
  title: string;
  subtitle: string;
  /** Shown in a blue notice while the tenant still has the default settings. */
  defaultsNotice?: string;
  busy: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** A tenant settings form: an outlined card with its fields and a Save button at the bottom. */
export const SettingsFormCard = ({
  title,
  subtitle,
  defaultsNotice,
  busy,
  onSave,
  children,
}: SettingsFormCardProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={3}>
          {defaultsNotice && <Alert severity="info">{defaultsNotice}</Alert>}
          {children}
          <div>
            <BusyButton busy={busy} onClick={onSave} startIcon={<SaveIcon />}>
              {translate('ra.action.save')}
            </BusyButton>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * Saving a settings form: busy while the write runs, a success modal when it is done, the
 * gateway's refusals under their fields (by label) and the rest in the error modal.
 */
export const useSettingsSave = <F extends string>(labels: Record<F, string>) => {
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const save = async (write: () => Promise<unknown>, savedMessage: string) => {
    setBusy(true);
    setErrors({});
    try {
      await write();
      await modals.showSuccess(savedMessage, { autoCloseMs: 2500 });
    } catch (error) {
      const { fields, general } = messagesByField(gatewayMessages(error), labels);
      setErrors(fields);
      if (general.length) await modals.showError(general);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, save };
};

export interface SettingsPageProps {
  testId: string;
  title: string;
  subtitle: string;
  /** The settings' load: a progress bar while pending, the error text if it failed. */
  loading: boolean;
  failed: boolean;
  loadError: string;
  historyTitle: string;
  history: { data?: HistoryPanelRow[]; isPending: boolean };
  /** The forms and cards, shown once the settings are loaded (nothing while not). */
  children?: ReactNode;
}

/** /parametrizacao/… settings page: its forms once loaded, then the change history. */
export const SettingsPage = ({
  testId,
  title,
  subtitle,
  loading,
  failed,
  loadError,
  historyTitle,
  history,
  children,
}: SettingsPageProps) => (
  <PageFrame
    testId={testId}
    title={title}
    subtitle={subtitle}
    breadcrumb={[
      { label: 'aval.parametrizacao.title', to: '/parametrizacao/menu' },
      { label: title },
    ]}
  >
    {loading && <LinearProgress sx={{ mb: 2 }} />}
    {failed && <Alert severity="error">{loadError}</Alert>}
    {children && (
      <Stack spacing={2}>
        {children}
        <HistoryCard title={historyTitle} rows={history.data} loading={history.isPending} />
      </Stack>
    )}
  </PageFrame>
);

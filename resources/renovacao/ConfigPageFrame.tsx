import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import type { ChangeHistoryRow } from '../../domain/renewal';
import { Breadcrumb, type BreadcrumbItem } from '../../src/components/Breadcrumb';
import { BusyButton } from '../../src/components/BusyButton';
import { HistoryPanel } from '../../src/components/parties';

/** Title, breadcrumb, loading bar and load error of a renewal or anniversary screen. */
export const ConfigPageFrame = ({
  testId,
  title,
  subtitle,
  breadcrumb,
  loading,
  error,
  onRetry,
  back,
  actions,
  children,
}: {
  testId: string;
  title: string;
  subtitle?: string;
  breadcrumb: BreadcrumbItem[];
  loading?: boolean;
  /** i18n key of the error shown instead of the content. */
  error?: string | null;
  onRetry?: () => void;
  back?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={title} />
      <Breadcrumb items={[...breadcrumb, { label: title }]} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </div>
        {actions}
      </Stack>
      {loading && <LinearProgress sx={{ mb: 2 }} />}
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            back ? (
              <Button component={Link} to={back} color="inherit" size="small">
                {translate('aval.ruleConfig.back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={onRetry}>
                {translate('aval.ruleConfig.retry')}
              </Button>
            )
          }
        >
          {translate(error)}
        </Alert>
      )}
      {children}
    </Box>
  );
};

/** The change history of a configuration, newest first (old → new per field). */
export const ConfigHistory = ({
  rows,
  loading,
}: {
  rows: ChangeHistoryRow[] | undefined;
  loading: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('aval.ruleConfig.history')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('aval.ruleConfig.history')}
      </Typography>
      <HistoryPanel
        rows={rows?.map((row) => ({ ...row, LocationChangesHistories: [] }))}
        loading={loading}
      />
    </Box>
  );
};

/** The form's general messages (those naming no field). */
export const GeneralErrors = ({ messages }: { messages: string[] }) =>
  messages.length ? (
    <Alert severity="error">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null;

/** The foot of a saved form: what was read (its version) on the left, then reset and save. */
export const FormActions = ({
  note,
  saving,
  onReset,
  onSave,
  children,
}: {
  note: string;
  saving: boolean;
  onReset: () => void;
  onSave: () => void;
  /** Buttons of the screen's own, before reset (the rule's removal). */
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {note}
      </Typography>
      {children}
      <Button onClick={onReset} disabled={saving}>
        {translate('aval.ruleConfig.reset')}
      </Button>
      <BusyButton busy={saving} onClick={onSave}>
        {translate('aval.ruleConfig.save')}
      </BusyButton>
    </Stack>
  );
};

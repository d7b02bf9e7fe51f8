import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { adjustmentIndexLabels, type RenewalRuleAnswer } from '../../domain/renewal';
import { ConfigPageFrame } from './ConfigPageFrame';
import { RENEWAL_CREATE_PATH, RENEWAL_PATH, renewalEditPath } from './paths';
import { renewalBreadcrumb } from './RenewalAreaPage';
import { useRenewalRules } from './useRenewal';

const breadcrumb = [
  ...renewalBreadcrumb,
  { label: 'aval.parametrizacao.areas.renovacao.title', to: RENEWAL_PATH },
];

const RuleRow = ({ rule }: { rule: RenewalRuleAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.renovacao.rules.${key}`, options);
  return (
    <TableRow hover>
      <TableCell>
        <Link to={renewalEditPath(rule.UniqueId)}>{rule.ModalityName}</Link>
        <Typography variant="body2" color="text.secondary">
          {`${rule.BranchCode} · ${rule.ModalityGroupName}`}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={rule.Effective.AutomaticRenewal ? 'success' : 'default'}
          label={t(rule.Effective.AutomaticRenewal ? 'automatic' : 'manual')}
        />
      </TableCell>
      <TableCell>
        {rule.DaysBeforeExpiry ?? t('inherited', { days: rule.Effective.DaysBeforeExpiry })}
      </TableCell>
      <TableCell>{rule.MaxRenewals ?? t('noLimit')}</TableCell>
      <TableCell>{adjustmentIndexLabels[rule.AdjustmentIndex]}</TableCell>
      <TableCell align="right">
        <Button component={Link} to={renewalEditPath(rule.UniqueId)} size="small">
          {t('edit')}
        </Button>
      </TableCell>
    </TableRow>
  );
};

/** /parametrizacao/renovacao/modalidades-renovacao: each modality's renewal rule. */
export const RenewalRuleList = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.renovacao.rules.${key}`);
  const rules = useRenewalRules();
  return (
    <ConfigPageFrame
      testId="page-modalidades-renovacao"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={breadcrumb}
      loading={rules.isPending}
      error={rules.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => rules.refetch()}
      actions={
        <Button
          component={Link}
          to={RENEWAL_CREATE_PATH}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('create')}
        </Button>
      }
    >
      {rules.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.modality')}</TableCell>
                <TableCell>{t('columns.automatic')}</TableCell>
                <TableCell>{t('columns.days')}</TableCell>
                <TableCell>{t('columns.max')}</TableCell>
                <TableCell>{t('columns.index')}</TableCell>
                <TableCell align="right">{t('columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => (
                <RuleRow key={rule.UniqueId} rule={rule} />
              ))}
              {!rules.data.length && (
                <TableRow>
                  <TableCell colSpan={6}>{t('empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ConfigPageFrame>
  );
};

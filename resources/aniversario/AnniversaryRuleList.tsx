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
import type { AnniversaryRuleAnswer } from '../../domain/anniversaryEndorsement';
import { adjustmentIndexLabels } from '../../domain/renewal';
import { ConfigPageFrame } from '../renovacao/ConfigPageFrame';
import { anniversaryAreaBreadcrumb } from './AnniversaryAreaPage';
import { ANNIVERSARY_CREATE_PATH, anniversaryEditPath } from './paths';
import { useAnniversaryRules } from './useAnniversary';

const RuleRow = ({ rule }: { rule: AnniversaryRuleAnswer }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.aniversario.rules.${key}`, options);
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  const effective = rule.Effective;
  // a value the rule sets is shown as is; an inherited one says so
  const shown = (own: unknown, value: string) => (own === null ? t('inherited', { value }) : value);
  return (
    <TableRow hover>
      <TableCell>
        <Link to={anniversaryEditPath(rule.UniqueId)}>{rule.ModalityName}</Link>
        <Typography variant="body2" color="text.secondary">
          {`${rule.BranchCode} · ${rule.ModalityGroupName}`}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={effective.Enabled ? 'success' : 'default'}
          label={t(effective.Enabled ? 'enabled' : 'disabled')}
        />
      </TableCell>
      <TableCell>
        {shown(rule.DaysBeforeAnniversary, String(effective.DaysBeforeAnniversary))}
      </TableCell>
      <TableCell>
        {shown(rule.AdjustmentIndex, adjustmentIndexLabels[effective.AdjustmentIndex])}
      </TableCell>
      <TableCell>{shown(rule.ChargeAnnualPremium, yesNo(effective.ChargeAnnualPremium))}</TableCell>
      <TableCell>{shown(rule.AutomaticIssue, yesNo(effective.AutomaticIssue))}</TableCell>
      <TableCell align="right">
        <Button component={Link} to={anniversaryEditPath(rule.UniqueId)} size="small">
          {t('edit')}
        </Button>
      </TableCell>
    </TableRow>
  );
};

/** /parametrizacao/endosso/modalidades-aniversario: each modality's anniversary rule. */
export const AnniversaryRuleList = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.aniversario.rules.${key}`);
  const rules = useAnniversaryRules();
  return (
    <ConfigPageFrame
      testId="page-modalidades-aniversario"
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={anniversaryAreaBreadcrumb}
      loading={rules.isPending}
      error={rules.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => rules.refetch()}
      actions={
        <Button
          component={Link}
          to={ANNIVERSARY_CREATE_PATH}
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
                <TableCell>{t('columns.enabled')}</TableCell>
                <TableCell>{t('columns.days')}</TableCell>
                <TableCell>{t('columns.index')}</TableCell>
                <TableCell>{t('columns.charge')}</TableCell>
                <TableCell>{t('columns.issue')}</TableCell>
                <TableCell align="right">{t('columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => (
                <RuleRow key={rule.UniqueId} rule={rule} />
              ))}
              {!rules.data.length && (
                <TableRow>
                  <TableCell colSpan={7}>{t('empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ConfigPageFrame>
  );
};

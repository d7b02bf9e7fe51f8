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
import { ConfigPageFrame } from './ConfigPageFrame';
import type { AreaTypes, ModalityRuleScreens, RuleColumn, RuleOf } from './modalityRuleScreens';

/**
 * modalidades-<word>: each modality's rule of the area, with whether it applies (status chip),
 * the area's own columns and a link to edit it.
 */
export const RuleListPage = <T extends AreaTypes>({
  area,
  statusHeader,
  columns,
}: {
  area: ModalityRuleScreens<T>;
  /** rules.columns.<statusHeader>: the header of the status chip. */
  statusHeader: string;
  columns: RuleColumn<RuleOf<T>>[];
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.rules.${key}`);
  const rules = area.queries.useRules();
  return (
    <ConfigPageFrame
      testId={`page-modalidades-${area.routeWord}`}
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={area.breadcrumbs.area}
      loading={rules.isPending}
      error={rules.error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => rules.refetch()}
      actions={
        <Button component={Link} to={area.paths.create} variant="contained" startIcon={<AddIcon />}>
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
                <TableCell>{t(`columns.${statusHeader}`)}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header}>{t(`columns.${column.header}`)}</TableCell>
                ))}
                <TableCell align="right">{t('columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => {
                const status = area.status(rule.Effective);
                return (
                  <TableRow hover key={rule.UniqueId}>
                    <TableCell>
                      <Link to={area.paths.edit(rule.UniqueId)}>{rule.ModalityName}</Link>
                      <Typography variant="body2" color="text.secondary">
                        {`${rule.BranchCode} · ${rule.ModalityGroupName}`}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={status.on ? 'success' : 'default'}
                        label={t(status.label)}
                      />
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.header}>{column.cell(rule)}</TableCell>
                    ))}
                    <TableCell align="right">
                      <Button component={Link} to={area.paths.edit(rule.UniqueId)} size="small">
                        {t('edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
              {!rules.data.length && (
                <TableRow>
                  <TableCell colSpan={columns.length + 3}>{t('empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ConfigPageFrame>
  );
};

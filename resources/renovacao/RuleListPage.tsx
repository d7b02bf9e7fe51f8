import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { DataTable, Link, ListBase, useListContext, useTranslate } from 'react-admin';
import { BrazilianExportButton, type CsvColumn } from '../../src/export';
import { ConfigPageFrame } from './ConfigPageFrame';
import type { AreaTypes, ModalityRuleScreens, RuleColumn, RuleOf } from './modalityRuleScreens';

interface RuleListProps<T extends AreaTypes> {
  area: ModalityRuleScreens<T>;
  /** rules.columns.<statusHeader>: the header of the status chip. */
  statusHeader: string;
  columns: RuleColumn<RuleOf<T>>[];
}

const RuleTable = <T extends AreaTypes>({ area, statusHeader, columns }: RuleListProps<T>) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.rules.${key}`);
  const { isPending, error, refetch } = useListContext<RuleOf<T>>();
  const Col = DataTable.Col<RuleOf<T>>;
  const statusOf = (rule: RuleOf<T>) => t(area.status(rule.Effective).label);
  // the CSV has the table's columns, the modality's branch and group apart (no actions)
  const exportColumns: CsvColumn<RuleOf<T>>[] = [
    { header: t('columns.modality'), value: (rule) => rule.ModalityName },
    { header: translate('aval.ruleConfig.columns.branch'), value: (rule) => rule.BranchCode },
    { header: translate('aval.ruleConfig.columns.group'), value: (rule) => rule.ModalityGroupName },
    { header: t(`columns.${statusHeader}`), value: statusOf },
    ...columns.map((column) => ({ header: t(`columns.${column.header}`), value: column.cell })),
  ];
  return (
    <ConfigPageFrame
      testId={`page-modalidades-${area.routeWord}`}
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumb={area.breadcrumbs.area}
      loading={isPending}
      error={error ? 'aval.ruleConfig.loadError' : null}
      onRetry={() => refetch()}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {!isPending && !error && (
            <BrazilianExportButton
              columns={exportColumns}
              filename={`modalidades-${area.routeWord}`}
            />
          )}
          <Button
            component={Link}
            to={area.paths.create}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('create')}
          </Button>
        </Stack>
      }
    >
      {!isPending && !error && (
        <DataTable
          aria-label={t('title')}
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
        >
          <Col
            source="ModalityName"
            label={t('columns.modality')}
            render={(rule) => (
              <>
                <Link to={area.paths.edit(rule.UniqueId)}>{rule.ModalityName}</Link>
                <Typography variant="body2" color="text.secondary">
                  {`${rule.BranchCode} · ${rule.ModalityGroupName}`}
                </Typography>
              </>
            )}
          />
          <Col
            label={t(`columns.${statusHeader}`)}
            disableSort
            render={(rule) => {
              const status = area.status(rule.Effective);
              return (
                <Chip
                  size="small"
                  color={status.on ? 'success' : 'default'}
                  label={statusOf(rule)}
                />
              );
            }}
          />
          {columns.map((column) => (
            <Col
              key={column.header}
              label={t(`columns.${column.header}`)}
              disableSort
              render={column.cell}
            />
          ))}
          <Col
            label={t('columns.actions')}
            align="right"
            disableSort
            render={(rule) => (
              <Button component={Link} to={area.paths.edit(rule.UniqueId)} size="small">
                {t('edit')}
              </Button>
            )}
          />
        </DataTable>
      )}
    </ConfigPageFrame>
  );
};

/**
 * modalidades-<word>: each modality's rule of the area, with whether it applies (status chip),
 * the area's own columns and a link to edit it; in the gateway's order until a header sorts it
 * (the sort kept in the URL), exported as a Brazilian CSV in that order. One page holds them
 * all: one rule per modality at most.
 */
export const RuleListPage = <T extends AreaTypes>(props: RuleListProps<T>) => (
  <ListBase resource={props.area.resource} perPage={1000}>
    <RuleTable {...props} />
  </ListBase>
);

import { Alert, Card, CardContent, CardHeader } from '@mui/material';
import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import type { PolicySummary } from '../../domain/contracts/policies';
import { formatBRL, formatDate } from '../../domain/format';
import { DEFAULT_PER_PAGE, ListPagination, RecordLink } from '../../src/components/lists';
import { POLICY_REFERENCE_TARGETS } from './apolicesDataProvider';
import { policyPath } from './paths';
import { PolicyStatusChip } from './PolicyStatusChip';

type Policy = PolicySummary & { id: string };
const Col = DataTable.Col<Policy>;

export type PolicyParty = keyof typeof POLICY_REFERENCE_TARGETS;

/**
 * "Apólices" of a holder's or an insured's detail: that party's policies within the user's scope,
 * a page at a time, on react-admin's ReferenceManyField (the `apolices` getManyReference:
 * SearchPoliciesRelatedToPolicyHolder / …ToInsured by the record's UniqueId); a row opens the
 * policy. The gateway orders them, so the headers do not sort.
 */
export const RelatedPoliciesTab = ({ party }: { party: PolicyParty }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.related.${key}`);
  const title = t(`${party}Title`);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <ReferenceManyField
          reference="apolices"
          target={POLICY_REFERENCE_TARGETS[party]}
          source="UniqueId"
          perPage={DEFAULT_PER_PAGE}
          pagination={<ListPagination />}
          queryOptions={{ retry: false }}
        >
          <DataTable
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => policyPath(record as Policy)}
            storeKey={`apolices.${party}.datatable`}
            aria-label={title}
            empty={<Alert severity="info">{t('empty')}</Alert>}
          >
            <Col
              source="PolicyNumber"
              disableSort
              render={(policy) => (
                <RecordLink to={policyPath(policy)}>{policy.PolicyNumber}</RecordLink>
              )}
            />
            <Col
              source="StatusId"
              disableSort
              render={(policy) => (
                <PolicyStatusChip statusId={policy.StatusId} statusName={policy.StatusName} />
              )}
            />
            {party === 'holder' ? (
              <Col source="InsuredName" disableSort />
            ) : (
              <Col source="PolicyHolderName" disableSort />
            )}
            <Col source="ModalityName" disableSort />
            <Col
              source="InsuredAmountValue"
              disableSort
              align="right"
              render={(policy) => formatBRL(policy.InsuredAmountValue)}
            />
            <Col source="StartDate" disableSort render={(policy) => formatDate(policy.StartDate)} />
            <Col source="EndDate" disableSort render={(policy) => formatDate(policy.EndDate)} />
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};

import { Alert, Box, Button, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { Breadcrumb, type BreadcrumbItem } from '../../src/components';
import { listPath, proposalPath, type ProposalView } from './paths';
import { isProposalDetail, type ProposalRecord } from './proposalRecord';
import { INSURER_SUMMARY_META } from './propostasDataProvider';

export type { ProposalRecord };

export interface ProposalFrameProps {
  /** The proposal's UniqueId, as the path carries it. */
  id: string;
  view: ProposalView;
  testId: string;
  /** The last breadcrumb step after the proposal (the timeline's), if any. */
  page?: BreadcrumbItem;
  /** The page once the proposal is loaded (read it from the show context). */
  children: ReactNode;
}

/**
 * A proposal's page on react-admin's ShowBase (getOne → GetProposalByUniqueId; the insurer's
 * summary → GetProposalByUniqueId2): title, breadcrumb, loading bar, and the not-found or load
 * error with its way out. An unknown or out-of-scope proposal (404) stays on the page with its
 * message.
 */
export const ProposalFrame = (props: ProposalFrameProps) => (
  <ShowBase
    resource="propostas"
    id={props.id}
    queryOptions={{
      retry: false,
      onError: () => undefined,
      meta: props.view === 'insurer' ? INSURER_SUMMARY_META : undefined,
    }}
  >
    <ProposalFrameContent {...props} />
  </ShowBase>
);

const ProposalFrameContent = ({ view, testId, page, children }: ProposalFrameProps) => {
  const translate = useTranslate();
  const { record: shown, isPending, error, refetch } = useShowContext<ProposalRecord>();
  // the page waits for the proposal itself, not the list's row react-admin offers meanwhile
  const record = isProposalDetail(shown) ? shown : undefined;
  const notFound = (error as { status?: number } | null)?.status === 404;
  const list = listPath(view);
  const name = record
    ? translate('resources.propostas.show.title', { number: record.Number })
    : translate('resources.propostas.show.breadcrumb');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={page ? `${translate(page.label)} · ${name}` : name} />
      <Breadcrumb
        items={[
          { label: `resources.propostas.list.${view}Title`, to: list },
          { label: name, to: page && record ? proposalPath(view, record) : undefined },
          ...(page ? [page] : []),
        ]}
      />
      {(isPending || (shown && !record)) && <LinearProgress sx={{ mb: 2 }} />}
      {Boolean(error) && (
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button component={Link} to={list} color="inherit" size="small">
                {translate('resources.propostas.show.back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {translate('resources.propostas.show.retry')}
              </Button>
            )
          }
        >
          {translate(`resources.propostas.show.${notFound ? 'notFound' : 'loadError'}`)}
        </Alert>
      )}
      {record && children}
    </Box>
  );
};

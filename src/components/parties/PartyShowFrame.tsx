import { Alert, Box, Button, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { Breadcrumb } from '../Breadcrumb';
import { useDeferredReady } from '../useDeferredReady';

export interface PartyShowFrameProps {
  /** The resource whose list the page returns to and whose `list`/`show` texts it uses. */
  resource: 'segurados' | 'tomadores';
  testId: string;
  /** The party's name once loaded. */
  name?: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The party's header and tabs, once loaded. */
  children: ReactNode;
}

/** A party's page: title, breadcrumb, loading bar, and the not-found or load error with its way out. */
export const PartyShowFrame = ({
  resource,
  testId,
  name,
  query,
  children,
}: PartyShowFrameProps) => {
  const translate = useTranslate();
  const key = (path: string) => `resources.${resource}.${path}`;
  const listPath = `/${resource}`;
  const notFound = (query.error as { status?: number } | null)?.status === 404;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
      <Title title={name ?? translate(key('show.breadcrumb'))} />
      <Breadcrumb
        items={[
          { label: key('list.title'), to: listPath },
          { label: name ?? key('show.breadcrumb') },
        ]}
      />
      {query.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {Boolean(query.error) && (
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button component={Link} to={listPath} color="inherit" size="small">
                {translate(key('show.back'))}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                {translate(key('list.retry'))}
              </Button>
            )
          }
        >
          {translate(key(notFound ? 'show.notFound' : 'show.loadError'))}
        </Alert>
      )}
      {children}
    </Box>
  );
};

export interface PartyShowProps {
  resource: PartyShowFrameProps['resource'];
  /** The party's UniqueId, as the spec's path carries it. */
  id: string;
  testId: string;
  /** The party's header and tabs, rendered once the record is loaded (read it from context). */
  children: ReactNode;
}

/**
 * A party's detail on react-admin's Show: the record comes from the dataProvider's getOne. An
 * unknown or out-of-scope party stays on the page with its not-found message instead of
 * react-admin's redirect to the list.
 */
export const PartyShow = ({ resource, id, testId, children }: PartyShowProps) => (
  <ShowBase resource={resource} id={id} queryOptions={{ retry: false, onError: () => undefined }}>
    <PartyShowContent resource={resource} testId={testId}>
      {children}
    </PartyShowContent>
  </ShowBase>
);

const PartyShowContent = ({ resource, testId, children }: Omit<PartyShowProps, 'id'>) => {
  const { record, isPending, error, refetch } = useShowContext<{ id: string; Name: string }>();
  // the party's header and tabs, a large tree, mount as a transition
  const loaded = useDeferredReady(Boolean(record));
  return (
    <PartyShowFrame
      resource={resource}
      testId={testId}
      name={record?.Name}
      query={{ isPending, error, refetch }}
    >
      {loaded && children}
    </PartyShowFrame>
  );
};

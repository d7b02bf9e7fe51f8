import { type ReactNode, useDeferredValue, useState } from 'react';
import {
  ListBase,
  ListContextProvider,
  type ListControllerResult,
  type ListProps,
  ListView,
  Loading,
  type RaRecord,
  useListContext,
} from 'react-admin';

/** What a list's query answers: the part whose arrival re-renders every row. */
const QUERY_FIELDS = [
  'data',
  'total',
  'meta',
  'hasNextPage',
  'hasPreviousPage',
  'isPending',
  'isLoading',
  'isFetching',
  'isPlaceholderData',
  'isPaused',
  'error',
] as const satisfies readonly (keyof ListControllerResult)[];

type QueryFields = Pick<ListControllerResult, (typeof QUERY_FIELDS)[number]>;

const pickQuery = (list: ListControllerResult): QueryFields =>
  Object.fromEntries(QUERY_FIELDS.map((field) => [field, list[field]])) as QueryFields;

const shallowEqual = (a: object, b: object) => {
  const keysOfA = Object.keys(a);
  return (
    keysOfA.length === Object.keys(b).length &&
    keysOfA.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  );
};

/**
 * The same object as on the last render while its fields are the same ones, so the contexts
 * below see no change (React's "information from previous renders" pattern: the state is set
 * during render and this component alone renders again at once).
 */
const useShallowStable = <T extends object>(value: T): T => {
  const [stable, setStable] = useState(value);
  if (shallowEqual(stable, value)) return stable;
  setStable(value);
  return value;
};

/**
 * Hands the list's screen its query's answer as a deferred value. react-query delivers the
 * answer through a store React must render at once, in one task; here that task only sees that
 * nothing the screen reads has changed yet, and React renders the new rows, filters and
 * pagination as a transition, in slices of a few milliseconds between which the browser paints
 * and answers input (a phone spent a quarter-second on /tomadores's first rows in one task).
 * Filters, sort, page and selection are the user's own input and stay immediate.
 */
const DeferredQueryAnswer = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const answer = useDeferredValue(useShallowStable(pickQuery(list)));
  const value = useShallowStable({ ...list, ...answer } as ListControllerResult);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};

const defaultFilter = {};
const defaultAuthLoading = <Loading />;

/**
 * react-admin's `<List>` (its ListBase and ListView, with its defaults), the query's answer
 * rendered as a transition: the list screens use this one (the users' list excepted, see there).
 */
export const List = <RecordType extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = defaultFilter,
  filterDefaultValues,
  authLoading = defaultAuthLoading,
  loading,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  render,
  ...rest
}: ListProps<RecordType>) => (
  <ListBase<RecordType>
    debounce={debounce}
    disableAuthentication={disableAuthentication}
    disableSyncWithLocation={disableSyncWithLocation}
    exporter={exporter}
    filter={filter}
    filterDefaultValues={filterDefaultValues}
    authLoading={authLoading}
    loading={loading}
    perPage={perPage}
    queryOptions={queryOptions}
    resource={resource}
    sort={sort}
    storeKey={storeKey}
    // ListView keeps its frame when offline, as in react-admin's List
    offline={false}
  >
    <DeferredQueryAnswer>
      <ListView<RecordType> {...rest} render={render} />
    </DeferredQueryAnswer>
  </ListBase>
);

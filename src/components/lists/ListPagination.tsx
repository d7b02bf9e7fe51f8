import { Pagination } from 'react-admin';

/** Page sizes of every record list; 20 is the gateway's default page (DESIGN §3), 100 its cap. */
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100];
export const DEFAULT_PER_PAGE = 20;

export const ListPagination = () => <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />;

import { Pagination, useListContext, useTranslate } from 'react-admin';

/** Page sizes of every record list; 20 is the gateway's default page (DESIGN §3), 100 its cap. */
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100];
export const DEFAULT_PER_PAGE = 20;

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/**
 * react-admin's pagination with the list's page sizes. A search that stopped counting at a cap
 * (the dataProvider's `meta.totalIsCapped`, from the gateway's TotalRowsIsCapped) reads
 * "1-20 de mais de 10.000" rather than claiming an exact total.
 */
export const ListPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const capped = meta?.totalIsCapped === true;
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
      {...(capped && {
        labelDisplayedRows: ({ from, to, count }: DisplayedRows) =>
          translate('aval.lists.capped_page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count.toLocaleString('pt-BR'),
          }),
      })}
    />
  );
};

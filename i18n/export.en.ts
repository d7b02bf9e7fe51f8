/** English texts of the CSV export of the lists (src/export). */
export const exportEn = {
  aval: {
    export: {
      label: 'Export',
      progress: 'Exporting %{fetched} of %{total}…',
      progressUnknownTotal: 'Exporting %{fetched}…',
      cancel: 'Cancel export',
      done: 'Export finished: %{count} row |||| Export finished: %{count} rows',
      capped: 'Exported the first %{cap} of %{total} rows; refine the filters.',
      cancelled: 'Export cancelled.',
      error: 'Could not export.',
    },
  },
};

/** pt-BR texts of the CSV export of the lists (src/export). */
export const exportPtBR = {
  aval: {
    export: {
      label: 'Exportar',
      progress: 'Exportando %{fetched} de %{total}…',
      progressUnknownTotal: 'Exportando %{fetched}…',
      cancel: 'Cancelar exportação',
      done: 'Exportação concluída: %{count} linha |||| Exportação concluída: %{count} linhas',
      capped: 'Exportadas as primeiras %{cap} de %{total} linhas; refine os filtros.',
      cancelled: 'Exportação cancelada.',
      error: 'Não foi possível exportar.',
    },
  },
};

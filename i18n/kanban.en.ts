/** English texts of the kanban screens (/kanban, /kanban/pipe/…) and the card dialog. */
export const kanbanEn = {
  aval: {
    kanban: {
      pipes: {
        title: 'Pipelines',
        subtitle: 'The analysis pipelines your profile follows, with the cards in each step.',
        cards: '%{smart_count} card |||| %{smart_count} cards',
        empty: 'No pipeline is available to your profile.',
      },
      board: {
        viewOnly: 'You may see this pipeline, but not move its cards.',
        notFound: 'Pipeline not found.',
        filterText: 'Search',
        filterDocument: 'CPF/CNPJ',
        filterPriority: 'Priority',
        filter: 'Filter',
        clearFilters: 'Clear filters',
        loadMore: 'Load more',
        emptyStep: 'No cards in this step.',
      },
      card: {
        noOwner: 'No owner',
        age: 'In this step for %{age}',
        deadline: 'Legal deadline: %{date}',
      },
      refusal: {
        title: 'Reason for refusal',
        label: 'Justification',
        confirm: 'Refuse',
      },
      dialog: {
        unknownType: 'Error! This card has no formatted view.',
        noDataTitle: 'Not informed',
        noData: 'Card information not provided.',
        owner: 'Owner',
        priority: 'Priority',
        reasons: 'Standard reasons',
        justification: 'Justification',
        saveJustification: 'Save justification',
        history: 'Moves',
        created: 'Created in %{step}',
        detail: 'View details',
        saved: 'Card updated.',
      },
    },
  },
};

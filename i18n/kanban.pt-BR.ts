/** pt-BR texts of the kanban screens (/kanban, /kanban/pipe/…) and the card dialog. */
export const kanbanPtBR = {
  aval: {
    kanban: {
      pipes: {
        title: 'Esteiras',
        subtitle: 'As esteiras de análise que o seu perfil acompanha, com os cards por etapa.',
        cards: '%{smart_count} card |||| %{smart_count} cards',
        empty: 'Nenhuma esteira disponível para o seu perfil.',
      },
      board: {
        viewOnly: 'Você pode ver esta esteira, mas não mover os seus cards.',
        notFound: 'Esteira não encontrada.',
        filterText: 'Buscar',
        filterDocument: 'CPF/CNPJ',
        filterPriority: 'Prioridade',
        filter: 'Filtrar',
        clearFilters: 'Limpar filtros',
        loadMore: 'Carregar mais',
        emptyStep: 'Nenhum card nesta etapa.',
      },
      card: {
        noOwner: 'Sem responsável',
        age: 'Na etapa há %{age}',
        deadline: 'Prazo legal: %{date}',
      },
      refusal: {
        title: 'Justificativa da recusa',
        label: 'Justificativa',
        confirm: 'Recusar',
      },
      dialog: {
        unknownType: 'Erro! Esse card não possui uma visualização formatada.',
        noDataTitle: 'Não Informado',
        noData: 'Informações do card não informadas.',
        owner: 'Responsável',
        priority: 'Prioridade',
        reasons: 'Motivos padrão',
        justification: 'Justificativa',
        saveJustification: 'Salvar justificativa',
        history: 'Movimentações',
        created: 'Criado em %{step}',
        detail: 'Ver detalhes',
        saved: 'Card atualizado.',
      },
    },
  },
};

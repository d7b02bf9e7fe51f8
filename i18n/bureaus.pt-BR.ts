/** pt-BR texts of the bureau, PJ query and broker profile screens (/parametrizacao/…). */
export const bureausPtBR = {
  resources: {
    bureaus: {
      name: 'Bureau de consulta |||| Bureaus de consulta',
      list: {
        title: 'Bureaus de consulta',
        subtitle:
          'Para cada tipo de consulta, os bureaus acionados na ordem de prioridade: se o primeiro falhar, o seguinte responde.',
        none: 'Nenhum bureau parametrizado.',
        inactive: '%{name} (inativo)',
        loadError: 'Não foi possível carregar os tipos de consulta.',
      },
      detail: {
        title: 'Tipo de consulta',
        add: 'Adicionar bureau',
        allIn: 'Todos os bureaus que oferecem esta consulta já estão nela.',
        back: 'Voltar aos tipos de consulta',
        notFound: 'Tipo de consulta não encontrado.',
        fallbackHelp:
          'A consulta é feita no bureau de prioridade 1; se ele não responder, no de prioridade 2, e assim por diante. Bureaus inativos são pulados.',
        tableLabel: 'Bureaus de %{type}',
        actions: 'Ações',
        priority: '%{n}º',
        days: '%{n} dias',
        toggle: 'Ativar ou inativar %{name}',
        up: 'Subir a prioridade de %{name}',
        down: 'Descer a prioridade de %{name}',
        edit: 'Editar %{name}',
        removeOne: 'Remover %{name}',
        remove: 'Remover',
        removeTitle: 'Remover bureau',
        removeMessage:
          'Remover %{name} da consulta %{type}? Os bureaus seguintes sobem uma posição.',
        empty: 'Nenhum bureau nesta consulta. Adicione o primeiro.',
        history: 'Histórico de alterações',
      },
      dialog: {
        addTitle: 'Adicionar bureau — %{type}',
        editTitle: '%{name} — %{type}',
        pickBureau: 'Escolha o bureau.',
        noneLeft: 'Todos os bureaus que oferecem esta consulta já estão nela.',
        validityHelp: 'De 1 a 365 dias: depois disso, uma nova consulta é feita.',
      },
    },
    consultaPj: {
      name: 'Consulta PJ',
      title: 'Consulta PJ',
      subtitle:
        'O que a seguradora verifica ao cadastrar ou reanalisar um tomador pessoa jurídica.',
      loadError: 'Não foi possível carregar a configuração de consulta PJ.',
      history: 'Histórico de alterações',
      form: {
        title: 'Configuração',
        subtitle: 'Vale para os próximos cadastros e reanálises de tomadores PJ.',
        defaults:
          'A seguradora ainda não salvou esta configuração: valem os valores padrão abaixo.',
        minAgeHelp: 'Empresas abertas há menos meses não são aceitas (0: sem mínimo).',
        validityHelp: 'Depois desse prazo, as consultas são refeitas.',
        situationsHelp: 'Situações cadastrais na Receita Federal que impedem o tomador.',
        saved: 'Configuração de consulta PJ salva.',
      },
      evaluation: {
        title: 'Avaliar um tomador PJ',
        subtitle: 'Veja o que a configuração salva exige de uma empresa.',
        opened: 'Data de abertura',
        situation: 'Situação cadastral',
        lastQuery: 'Última consulta',
        run: 'Avaliar',
        result: 'Resultado da avaliação',
        mayProceed: 'O tomador pode seguir.',
        blocked: 'O tomador não pode seguir.',
        validUntil: 'Dados de bureau válidos até %{date}.',
        pending: '%{smart_count} consulta pendente |||| %{smart_count} consultas pendentes',
        noPending: 'Nenhuma consulta pendente: os dados de bureau estão válidos.',
        noBureau: 'Nenhum bureau ativo para esta consulta.',
        reasons: {
          NUNCA_CONSULTADO: 'nunca consultado',
          DADOS_VENCIDOS: 'dados vencidos',
        },
      },
    },
    brokerProfile: {
      name: 'Perfil de corretora',
      title: 'Perfil de corretora',
      subtitle:
        'O perfil de acesso das corretoras aprovadas pela seguradora e a faixa de comissão permitida.',
      loadError: 'Não foi possível carregar a configuração de perfil do corretor.',
      history: 'Histórico de alterações',
      form: {
        title: 'Configuração',
        subtitle:
          'Vale a partir da próxima aprovação de cadastro ou do próximo cadastro feito pela seguradora.',
        defaults:
          'A seguradora ainda não salvou esta configuração: o usuário master recebe o perfil padrão "Corretor" e os agentes mantêm o seu.',
        standardMaster: 'Padrão (Corretor)',
        standardAgent: 'Padrão (mantém o perfil)',
        masterHelp: 'Perfis do tipo Corretor; vazio: o perfil padrão "Corretor".',
        agentHelp: 'Perfis do tipo Agente; vazio: os agentes mantêm o seu.',
        saved: 'Configuração de perfil do corretor salva.',
      },
    },
  },
};

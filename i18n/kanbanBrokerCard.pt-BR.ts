/** pt-BR texts of the broker cards' view (Dados da Corretora) on the kanban. */
export const kanbanBrokerCardPtBR = {
  aval: {
    kanbanBrokerCard: {
      title: 'Dados da Corretora',
      noData: 'Informações do card não informadas.',
      loading: 'Carregando os dados da corretora…',
      fields: {
        name: 'Razão social',
        cnpj: 'CNPJ',
        susepCode: 'Código SUSEP',
        email: 'E-mail',
        phone: 'Telefone',
      },
      flags: {
        blocked: 'Bloqueada',
        unblocked: 'Desbloqueada',
        registration: 'Cadastro: %{status}',
        pendingCompliance: 'Validação de conformidade pendente',
        pendingDocuments: 'Documentos pendentes',
      },
      partners: 'Sócios',
      noPartners: 'Nenhum sócio informado.',
      pep: 'PEP',
      participation: '%{value} %',
      documents: 'Documentos',
      noDocuments: 'Nenhum documento solicitado.',
      deletedDocuments: 'Documentos excluídos (%{count})',
      history: 'Histórico da corretora',
      actions: {
        request: 'Solicitar documento',
        sendToBroker: 'Enviar documentos ao corretor',
        review: 'Alterar situação',
        delete: 'Excluir',
      },
      confirm: {
        deleteTitle: 'Excluir documento',
        deleteMessage: 'Excluir o documento "%{name}"? Ele ficará na lista de excluídos.',
        sendTitle: 'Enviar documentos ao corretor',
        sendMessage:
          'Enviar por e-mail à corretora os documentos pendentes e levar o card para "Pendente corretor"?',
      },
      done: {
        requested: 'Documento solicitado.',
        reviewed: 'Situação do documento alterada.',
        deleted: 'Documento excluído.',
        sent: 'E-mail com %{count} documento(s) pendente(s) enviado para %{email}.',
      },
      working: 'Aguarde...',
    },
  },
};

/** English texts of the broker cards' view (Dados da Corretora) on the kanban. */
export const kanbanBrokerCardEn = {
  aval: {
    kanbanBrokerCard: {
      title: 'Broker data',
      noData: 'Card information not provided.',
      loading: 'Loading the broker data…',
      fields: {
        name: 'Company name',
        cnpj: 'CNPJ',
        susepCode: 'SUSEP code',
        email: 'E-mail',
        phone: 'Phone',
      },
      flags: {
        blocked: 'Blocked',
        unblocked: 'Unblocked',
        registration: 'Registration: %{status}',
        pendingCompliance: 'Compliance validation pending',
        pendingDocuments: 'Pending documents',
      },
      partners: 'Partners',
      noPartners: 'No partner informed.',
      pep: 'PEP',
      participation: '%{value} %',
      documents: 'Documents',
      noDocuments: 'No document requested.',
      deletedDocuments: 'Deleted documents (%{count})',
      history: 'Broker history',
      actions: {
        request: 'Request document',
        sendToBroker: 'Send documents to the broker',
        review: 'Change status',
        delete: 'Delete',
      },
      confirm: {
        deleteTitle: 'Delete document',
        deleteMessage: 'Delete the document "%{name}"? It will stay in the deleted list.',
        sendTitle: 'Send documents to the broker',
        sendMessage:
          'E-mail the pending documents to the broker and move the card to "Pendente corretor"?',
      },
      done: {
        requested: 'Document requested.',
        reviewed: 'Document status changed.',
        deleted: 'Document deleted.',
        sent: 'E-mail with %{count} pending document(s) sent to %{email}.',
      },
      working: 'Please wait...',
    },
  },
};

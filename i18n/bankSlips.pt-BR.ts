/** pt-BR texts of the bank slips: their table (proposal and policy) and the proposal's card (issue 15). */
export const bankSlipsPtBR = {
  resources: {
    propostas: {
      bankSlips: {
        title: 'Boletos',
        installment: 'Parcela',
        dueDate: 'Vencimento',
        amount: 'Valor',
        digitableLine: 'Linha digitável',
        status: 'Situação',
        paidAt: 'Pago em',
        source: 'Baixa',
        sourceCNAB: 'Retorno bancário (CNAB)',
        sourceMANUAL: 'Manual',
        copy: 'Copiar linha digitável',
        copied: 'Linha digitável copiada.',
        download: 'Baixar boletos',
        loadError: 'Não foi possível carregar os boletos.',
      },
    },
  },
};

/** pt-BR texts of the proposal's bank slips card (issue 15). */
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
        paid: 'Pagamento',
        paidOn: 'Pago em %{date}',
        sourceCNAB: 'retorno bancário (CNAB)',
        sourceMANUAL: 'baixa manual',
        copy: 'Copiar linha digitável',
        copied: 'Linha digitável copiada.',
        download: 'Baixar boletos',
        loadError: 'Não foi possível carregar os boletos.',
      },
    },
  },
};

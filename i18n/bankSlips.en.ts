/** English texts of the bank slips: their table (proposal and policy) and the proposal's card (issue 15). */
export const bankSlipsEn = {
  resources: {
    propostas: {
      bankSlips: {
        title: 'Bank slips',
        installment: 'Instalment',
        dueDate: 'Due date',
        amount: 'Amount',
        digitableLine: 'Digitable line',
        status: 'Status',
        paidAt: 'Paid on',
        source: 'Settlement',
        sourceCNAB: 'Bank return file (CNAB)',
        sourceMANUAL: 'Manual',
        copy: 'Copy digitable line',
        copied: 'Digitable line copied.',
        download: 'Download bank slips',
        loadError: 'The bank slips could not be loaded.',
      },
    },
  },
};

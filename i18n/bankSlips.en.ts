/** English texts of the proposal's bank slips card (issue 15). */
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
        paid: 'Payment',
        paidOn: 'Paid on %{date}',
        sourceCNAB: 'bank return file (CNAB)',
        sourceMANUAL: 'manual settlement',
        copy: 'Copy digitable line',
        copied: 'Digitable line copied.',
        download: 'Download bank slips',
        loadError: 'The bank slips could not be loaded.',
      },
    },
  },
};

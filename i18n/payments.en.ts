/** English texts of the payment instalment parameters (/parametrizacao/pagamentos). */
export const paymentsEn = {
  resources: {
    pagamentos: {
      name: 'Payment |||| Payments',
      title: 'Payment parameters',
      subtitle:
        'How many instalments each payment method splits the premium into, the smallest instalment and the grace periods offered.',
      create: 'New payment method',
      createTitle: 'New payment method',
      created: 'Payment method created.',
      saved: 'Payment parameter saved.',
      save: 'Save',
      cancel: 'Cancel',
      retry: 'Try again',
      loadError: 'The payment parameters could not be loaded.',
      empty: 'No payment method yet. Create the first one.',
      inactive: 'Inactive',
      codesLabel: 'Payment methods',
      sectionsLabel: 'Payment method sections',
      sections: {
        parameter: 'Parameter',
        overrides: 'Modality exceptions',
        history: 'History',
      },
      fields: {
        Code: 'Code',
        Name: 'Name',
        MaxInstallments: 'Maximum instalments',
        MinInstallmentValue: 'Minimum instalment value',
        PossibleGracePeriodsInDays: 'Possible grace periods (days)',
        IsActive: 'Active (offered on proposals)',
        codeHelp: 'Unaccented letters, digits or "_" (e.g. BOLETO). It never changes.',
        codeFixed: 'A payment method code never changes.',
        maxHelp: 'From 1 to %{max}.',
        daysHelp: 'Comma separated, 0 to 90; the first is the default.',
      },
      overrides: {
        title: 'Modality exceptions',
        subtitle:
          'Modalities that follow other values; an empty field inherits the payment method’s.',
        add: 'Add exception',
        empty: 'Every modality follows the payment method’s parameter.',
        modality: 'Modality',
        modalityRequired: 'Choose the modality.',
        actions: 'Actions',
        edit: 'Change exception of',
        delete: 'Delete exception of',
        inherited: '%{value} (inherited)',
        inherits: 'Empty: inherits %{value}',
        createTitle: 'New exception of %{name}',
        editTitle: 'Change exception of %{name}',
        explain:
          'Fill in only what changes for this modality; empty fields follow the payment method.',
        deleteTitle: 'Delete exception',
        deleteMessage: '%{name} goes back to the payment method’s parameter. Confirm?',
      },
      stale: {
        title: 'Changed by someone else',
        reload: 'Reload',
      },
    },
  },
};

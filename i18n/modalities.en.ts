import type { modalitiesPtBR } from './modalities.pt-BR';

/** English texts of the parameterisation menu and the modality screens. */
export const modalitiesEn: typeof modalitiesPtBR = {
  aval: {
    parametrizacao: {
      title: 'Parameterisation',
      subtitle: "The insurer's rules that apply to every proposal, policy and endorsement.",
      soon: 'Coming soon',
      areas: {
        modalidades: {
          title: 'Modalities',
          description: 'Branches, groups and modalities: limits, terms, rates and coverages.',
        },
        endosso: {
          title: 'Anniversary endorsement',
          description: 'Modalities with an anniversary endorsement and their rules.',
        },
        renovacao: {
          title: 'Renewal',
          description: 'Which modalities renew, and how many days ahead.',
        },
        condicoesGerais: {
          title: 'General conditions',
          description: 'The general conditions of the public and private sectors, versioned.',
        },
        pagamentos: {
          title: 'Payments',
          description: 'Instalments, minimum instalment value and grace periods per payment code.',
        },
        bureaus: {
          title: 'Credit bureaus',
          description: 'Which bureaus each query type uses.',
        },
        brokerProfile: {
          title: 'Broker profile',
          description: 'What each broker profile may do.',
        },
        consultaPj: {
          title: 'Company query',
          description: 'Settings of the company (PJ) query.',
        },
      },
    },
  },
  resources: {
    modalidades: {
      name: 'Modality |||| Modalities',
      menuTitle: 'Parameterisation',
      form: {
        identification: 'Identification',
        refHint: 'Internal code, optional.',
        limits: 'Insured amount limits',
        limitsHint:
          'The maximum applies to manual issuing; the automatic-issuing maximum cannot exceed it.',
        premium: 'Minimum premium and base rate',
        premiumHint: "A proposal's premium never goes below the minimum; the rate is yearly.",
        canUseModalityTaxHint: "Allows the modality's base rate instead of the policy holder's.",
        terms: 'Terms',
        termsHint:
          'In days: how far the start may go back or ahead, and the minimum and maximum duration.',
        equalizeHint: "The policy's end follows the end of the guaranteed contract.",
        automaticEmission: 'Automatic issuing',
        automaticEmissionHint:
          'Proposals within the limits are issued without review; needs the automatic maximum.',
        complementary: 'Complementary',
        automaticCancel: 'Automatic cancellation',
        automaticCancelHint: 'Cancels an unpaid proposal after the given number of days.',
        others: 'Other rules',
        deletedHint: 'A deleted modality is not offered on new proposals.',
      },
      chips: {
        deleted: 'Deleted',
        automatic: 'Automatic issuing',
        complementary: 'Complementary',
        hasComplementary: 'Has complementary',
      },
      list: {
        title: 'Modalities',
        subtitle: 'Pick the branch; each group holds its modalities.',
        search: 'Search modality',
        create: 'New modality',
        empty: 'No modality found.',
        loadError: 'The modalities could not be loaded.',
        retry: 'Try again',
        openGroup: 'Open group',
        count: '%{smart_count} modality |||| %{smart_count} modalities',
        summary: 'Max. insured %{amount} · base rate %{rate} · term %{min} to %{max} days',
      },
      create: {
        title: 'New modality',
        group: 'Group',
        groupRequired: "Group: choose the modality's group.",
        save: 'Create',
        cancel: 'Cancel',
        created: 'Modality created.',
      },
      group: {
        title: 'Modality group',
        back: 'Back to modalities',
        notFound: 'Modality group not found.',
        loadError: 'The group could not be loaded.',
        branch: 'Branch %{code} · %{name}',
        maxAmount: 'Max. insured',
        minPremium: 'Minimum premium',
        baseRate: 'Base rate',
        period: 'Term',
        days: '%{min} to %{max} days',
        flags: 'Status',
        empty: 'This group has no modalities yet.',
      },
      config: {
        title: 'Modality',
        back: 'Back to modalities',
        retry: 'Try again',
        notFound: 'Modality not found.',
        loadError: 'The modality could not be loaded.',
        tabs: {
          data: 'Data',
          coverages: 'Coverages',
          complementary: 'Complementary modalities',
          history: 'History',
        },
      },
      edit: {
        save: 'Save changes',
        saved: 'Modality saved.',
        reset: 'Undo changes',
        version: 'Version %{version}',
      },
      coverages: {
        title: 'Coverages',
        subtitle: 'How each coverage works out its insured amount or its premium.',
        add: 'New coverage',
        edit: 'Edit coverage',
        editNamed: 'Edit %{name}',
        kind: 'Kind',
        main: 'Main',
        additional: 'Additional',
        toggle: 'Enable or disable %{name}',
        empty: 'No coverage yet.',
        cancel: 'Cancel',
        save: 'Save',
      },
      complementary: {
        title: 'Complementary modalities',
        subtitle: 'Modalities that may go with this one on the same proposal.',
        isComplementary: 'This is a complementary modality: it cannot have complementary ones.',
        pick: 'Modality',
        add: 'Link',
        toggle: 'Enable or disable %{name}',
        enabled: 'Link enabled',
        disabled: 'Link disabled',
        empty: 'No complementary modality linked.',
      },
    },
  },
};

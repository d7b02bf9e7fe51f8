/** English texts of the general conditions (/parametrizacao/condicoes-gerais). */
export const generalConditionsEn = {
  resources: {
    'condicoes-gerais': {
      name: 'General condition |||| General conditions',
      title: 'General conditions',
      subtitle:
        'The insurer’s general conditions per sector, in versions: a published version never changes, and each proposal keeps the version it was issued under.',
      tabs: { PRIVATE: 'Private sector', PUBLIC: 'Public sector', history: 'Change history' },
      sectors: { PRIVATE: 'Private sector', PUBLIC: 'Public sector' },
      status: { CURRENT: 'In force', SCHEDULED: 'Scheduled', SUPERSEDED: 'Superseded' },
      fields: {
        Title: 'Title',
        SusepProcessNumber: 'SUSEP process',
        EffectiveFrom: 'Effective from',
        Html: 'General conditions text',
        published: 'Published',
      },
      versions: 'Versions',
      branch: 'SUSEP branch %{code}',
      versionLabel: 'Version %{number}',
      versionTitle: 'Version %{number} · %{title}',
      since: 'From %{date}',
      publishedBy: 'by %{name} on %{when}',
      noVersion: 'No version published for this sector.',
      loadError: 'The general conditions could not be loaded.',
      cancel: 'Cancel',
      publish: {
        open: 'Publish new version',
        title: 'New version %{number} · %{sector}',
        explain:
          'The new version starts from the text in force. Once published it applies from its effective date; earlier versions do not change.',
        susepHelp: 'E.g. 15414.900123/2019-45',
        confirm: 'Publish',
        done: 'Version %{number} published.',
      },
    },
  },
};

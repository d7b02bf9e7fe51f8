/** pt-BR texts of the general conditions (/parametrizacao/condicoes-gerais). */
export const generalConditionsPtBR = {
  resources: {
    'condicoes-gerais': {
      name: 'Condição geral |||| Condições gerais',
      title: 'Condições gerais',
      subtitle:
        'As condições gerais da seguradora por setor, em versões: uma versão publicada não muda, e cada proposta guarda a versão sob a qual foi emitida.',
      tabs: {
        PRIVATE: 'Setor privado',
        PUBLIC: 'Setor público',
        history: 'Histórico de alterações',
      },
      sectors: { PRIVATE: 'Setor privado', PUBLIC: 'Setor público' },
      status: { CURRENT: 'Em vigor', SCHEDULED: 'Agendada', SUPERSEDED: 'Substituída' },
      fields: {
        Title: 'Título',
        SusepProcessNumber: 'Processo SUSEP',
        EffectiveFrom: 'Início de vigência',
        Html: 'Texto das condições gerais',
        published: 'Publicada',
      },
      versions: 'Versões',
      branch: 'Ramo SUSEP %{code}',
      versionLabel: 'Versão %{number}',
      versionTitle: 'Versão %{number} · %{title}',
      since: 'A partir de %{date}',
      publishedBy: 'por %{name} em %{when}',
      noVersion: 'Nenhuma versão publicada para este setor.',
      loadError: 'Não foi possível carregar as condições gerais.',
      cancel: 'Cancelar',
      publish: {
        open: 'Publicar nova versão',
        title: 'Nova versão %{number} · %{sector}',
        explain:
          'A nova versão começa no texto da versão em vigor. Ao publicar, ela vale a partir da data de início de vigência; as versões anteriores não mudam.',
        susepHelp: 'Ex.: 15414.900123/2019-45',
        confirm: 'Publicar',
        done: 'Versão %{number} publicada.',
      },
    },
  },
};

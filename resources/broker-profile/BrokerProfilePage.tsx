import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SettingsPage } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BrokerProfileForm } from './BrokerProfileForm';

/** /parametrizacao/broker-profile: the profiles approved brokers receive and the commission range. */
export const BrokerProfilePage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.brokerProfile.${key}`);
  const { getBrokerProfile, getBrokerProfileHistory } = useDataProvider<AvalDataProvider>();
  const settings = useQuery({
    queryKey: ['broker-profile', 'settings'],
    queryFn: () => getBrokerProfile(),
  });
  const history = useQuery({
    queryKey: ['broker-profile', 'history'],
    queryFn: () => getBrokerProfileHistory(),
  });
  return (
    <SettingsPage
      testId="page-broker-profile"
      title={t('title')}
      subtitle={t('subtitle')}
      loading={settings.isPending}
      failed={Boolean(settings.error)}
      loadError={t('loadError')}
      historyTitle={t('history')}
      history={history}
    >
      {settings.data && <BrokerProfileForm key={settings.data.Version} answer={settings.data} />}
    </SettingsPage>
  );
};

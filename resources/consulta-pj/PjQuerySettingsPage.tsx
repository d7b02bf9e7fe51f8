import { useTranslate } from 'react-admin';
import { SettingsPage } from '../../src/components';
import { PjEvaluationCard } from './PjEvaluationCard';
import { PjQuerySettingsForm } from './PjQuerySettingsForm';
import { usePjSettings } from './usePjSettings';

/** /parametrizacao/consulta-pj: what is checked when a PJ policy holder is registered. */
export const PjQuerySettingsPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.consultaPj.${key}`);
  const { settings, history } = usePjSettings();
  return (
    <SettingsPage
      testId="page-consulta-pj"
      title={t('title')}
      subtitle={t('subtitle')}
      loading={settings.isPending}
      failed={Boolean(settings.error)}
      loadError={t('loadError')}
      historyTitle={t('history')}
      history={history}
    >
      {settings.data && (
        <>
          <PjQuerySettingsForm key={settings.data.Version} answer={settings.data} />
          <PjEvaluationCard />
        </>
      )}
    </SettingsPage>
  );
};

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_REDIRECT_PATH } from '../../components/Breadcrumb';
import { errorText } from '../../providers/errorText';
import { onceByKey } from '../sso/onceByKey';
import { DirectoryStatus } from './DirectoryStatus';
import { directoryLoginPath, seguradoraOfCallback } from './directoryPaths';

/** What the provider sent back: a code to exchange, or why there is none (i18n key + values). */
const readCallback = (search: string) => {
  const query = new URLSearchParams(search);
  const refused = query.get('error');
  if (refused) {
    const reason = query.get('error_description') || refused;
    return { problem: { key: 'aval.waysIn.directory.providerRefused', values: { reason } } };
  }
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return { problem: { key: 'aval.waysIn.directory.missingCode', values: {} } };
  return { code, state, iss: query.get('iss') ?? undefined };
};

/**
 * /login-ad-:seguradora-callback: the identity provider sends the browser back here with code,
 * state and iss; GetToken grant_type=custom_entra finishes the sign-in on the server.
 */
export const DirectoryCallbackPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider();
  const { pathname, search } = useLocation();
  const seguradora = seguradoraOfCallback(pathname) ?? '';
  const callback = useMemo(() => readCallback(search), [search]);
  const [exchangeError, setExchangeError] = useState<string | null>(null);

  useEffect(() => {
    if (!authProvider || !callback.code) return;
    const { code, state, iss } = callback;
    onceByKey(`directory:${state}`, () =>
      authProvider.login({
        grant_type: 'custom_entra',
        code,
        state,
        seguradora,
        ...(iss ? { iss } : {}),
      }),
    ).then(
      () => {
        // the new session's permissions are read afresh before the home menu opens
        queryClient.removeQueries();
        navigate(HOME_REDIRECT_PATH, { replace: true });
      },
      (failure: unknown) => setExchangeError(errorText(failure)),
    );
  }, [authProvider, callback, seguradora, navigate, queryClient]);

  const message = callback.problem
    ? translate(callback.problem.key, callback.problem.values)
    : exchangeError;
  return (
    <DirectoryStatus
      testId="page-directory-callback"
      workingKey="aval.waysIn.directory.completing"
      error={message ? { titleKey: 'aval.waysIn.directory.callbackError', message } : null}
      retryTo={seguradora ? directoryLoginPath(seguradora) : undefined}
    />
  );
};

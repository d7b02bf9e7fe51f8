import { fetchUserInfo } from './securityApi';
import { refreshAuth } from './sessionRefresh';
import { storage } from './storage';
import type { AdvisorInfo, SessionUserInfo, TokenResponse } from './types';
import { requestAdvisorSession, requestBrokerSession } from './waysInApi';

const advisorOf = (user: SessionUserInfo | null): AdvisorInfo | null =>
  user && {
    PersonId: user.PersonId,
    Username: user.Username,
    PersonUniqueId: user.PersonUniqueId,
    Name: user.Name,
  };

/** Stores the new session; a session that cannot be read is no session at all. */
const switchTo = async (tokens: TokenResponse) => {
  storage.setTokens(tokens);
  try {
    const user = await fetchUserInfo();
    storage.setUserInfo(user);
    return user;
  } catch (error) {
    storage.clearSession();
    throw error;
  }
};

/**
 * Advisor/AuthenticationBroker: the advisor now acts for the broker. The advisor's own identity
 * is kept apart in localStorage (`advisorInfo`) for the navbar and the way back.
 */
export const actAsBroker = async (brokerUniqueId: string) => {
  await refreshAuth();
  const advisor = advisorOf(storage.getUserInfo());
  const user = await switchTo(await requestBrokerSession(brokerUniqueId));
  storage.setAdvisorInfo(user.Advisor ?? advisor);
  return user;
};

/** Advisor/AuthenticationAdvisor: back to the advisor's own session. */
export const returnToAdvisor = async () => {
  await refreshAuth();
  const user = await switchTo(await requestAdvisorSession());
  storage.setAdvisorInfo(null);
  return user;
};

export { ChangeOwnPasswordPage } from './ChangeOwnPasswordPage';
export { CompleteRegistrationPage } from './CompleteRegistrationPage';
export { OutboxPage } from './OutboxPage';
export { PasswordLinkPage } from './PasswordLinkPage';
export { PasswordRecoveryPage } from './PasswordRecoveryPage';
export { StartRegistrationPage } from './StartRegistrationPage';

import { renewalScreens } from './renewalScreens';
import { SettingsPage } from './SettingsPage';

/** /parametrizacao/renovacao/configurar-renovacao: the insurer's renewal defaults. */
export const RenewalSettingsPage = () => <SettingsPage area={renewalScreens} />;

import { SettingsPage } from '../renovacao/SettingsPage';
import { anniversaryScreens } from './anniversaryScreens';

/** /parametrizacao/endosso/configurar-aniversario: the insurer's anniversary defaults. */
export const AnniversarySettingsPage = () => <SettingsPage area={anniversaryScreens} />;

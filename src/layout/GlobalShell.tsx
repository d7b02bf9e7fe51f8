import { MaintenanceWarningDialog } from './MaintenanceWarningDialog';
import { SessionRefreshDialog } from './SessionRefreshDialog';
import { TermsOfUseDialog } from './TermsOfUseDialog';

/** The popups that sit above every screen, signed in or not (spec part 2 §2, global shell). */
export const GlobalShell = () => (
  <>
    <MaintenanceWarningDialog />
    <TermsOfUseDialog />
    <SessionRefreshDialog />
  </>
);

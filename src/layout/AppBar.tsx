import { Box } from '@mui/material';
import {
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
} from 'react-admin';
import { AdvisorName } from './AdvisorName';
import { HideOnScroll } from './HideOnScroll';
import { ThemeModeButton } from './ThemeModeButton';

const Toolbar = () => (
  <>
    <AdvisorName />
    {/* Icon-only (the language name stays for screen readers), so the title keeps its room. */}
    <Box sx={{ '& .MuiButton-root': { fontSize: 0, minWidth: 0 } }}>
      <LocalesMenuButton />
    </Box>
    <ThemeModeButton />
    <LoadingIndicator />
  </>
);

/** The floating navbar: inset from the edges, rounded and raised above the content. */
export const AppBar = () => (
  <RaAppBar
    container={HideOnScroll}
    color="inherit"
    elevation={3}
    toolbar={<Toolbar />}
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
    sx={{
      top: { xs: 0, sm: 8 },
      left: { xs: 0, sm: 8 },
      right: { xs: 0, sm: 8 },
      width: 'auto',
      borderRadius: { xs: 0, sm: 2 },
      bgcolor: 'background.paper',
      color: 'text.primary',
    }}
  >
    <TitlePortal />
    <Box component="span" sx={{ flex: 1 }} />
  </RaAppBar>
);

import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { TenantColors, ThemeMode } from './tenantPalette';

export {
  defaultColors,
  type TenantColors,
  tenantColors,
  type ThemeMode,
  themeModes,
} from './tenantPalette';

const DARK_PAPER = '#283046';
const DARK_BACKGROUND = '#161d31';
const DARK_TEXT = '#d0d2d6';

const darkMenu = {
  RaSidebar: {
    styleOverrides: {
      root: {
        '& .MuiPaper-root': { backgroundColor: DARK_PAPER, minHeight: '100%' },
        '& .RaMenuItemLink-root, & .RaMenuItemLink-icon': { color: DARK_TEXT },
        '& .RaMenuItemLink-active, & .RaMenuItemLink-active .RaMenuItemLink-icon': {
          color: '#fff',
        },
      },
    },
  },
};

const base = (colors: TenantColors): RaThemeOptions =>
  deepmerge(defaultTheme, {
    palette: {
      primary: { main: colors.primaryColor },
      secondary: { main: colors.lineColor },
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
    typography: { fontFamily: colors.fontFamily },
    sidebar: { width: 270, closedWidth: 60 },
    components: {
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            margin: '2px 8px',
            '&.RaMenuItemLink-active': {
              backgroundColor: colors.primaryColor,
              color: '#fff',
              '& .RaMenuItemLink-icon': { color: '#fff' },
            },
          },
        },
      },
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // a wide table scrolls inside its own box, so on a phone the page keeps the screen's
      // width (the layout no longer grows to the table's, see Layout.tsx)
      RaList: {
        styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } } },
      },
      RaDataTable: {
        styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } },
      },
    },
  });

/** The three layouts of the spec: default (light), semi-dark (dark menu) and dark. */
export const buildTheme = (mode: ThemeMode, colors: TenantColors): RaThemeOptions => {
  const theme = base(colors);
  if (mode === 'semi-dark') return deepmerge(theme, { components: darkMenu });
  if (mode === 'dark') {
    return deepmerge(theme, {
      palette: {
        mode: 'dark',
        background: { default: DARK_BACKGROUND, paper: DARK_PAPER },
        text: { primary: DARK_TEXT },
      },
    });
  }
  return deepmerge(theme, { palette: { background: { default: '#f8f8f8' } } });
};

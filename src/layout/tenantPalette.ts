import type { PortalConfig, PortalThemeMode } from '../providers/types';

/**
 * The tenant's colours, font and layout modes as plain values. Apart from the Material UI theme
 * (themes.ts) so the sign-in page's first load paints in the tenant's colours without it.
 */
export type ThemeMode = PortalThemeMode;
export const themeModes: ThemeMode[] = ['default', 'semi-dark', 'dark'];

export interface TenantColors {
  primaryColor: string;
  figureColor: string;
  lineColor: string;
  fontFamily: string;
}

const MONTSERRAT = 'Montserrat, "Helvetica Neue", Arial, sans-serif';

export const defaultColors: TenantColors = {
  primaryColor: '#0e65a5',
  figureColor: '#0e65a5',
  lineColor: '#ff9f43',
  fontFamily: MONTSERRAT,
};

/** Colours and font of the tenant's portal config; the font falls back to the bundled Montserrat. */
export const tenantColors = (config: PortalConfig | null): TenantColors => {
  const common = config?.layout?.common ?? {};
  return {
    primaryColor: common.primaryColor || defaultColors.primaryColor,
    figureColor: common.figureColor || defaultColors.figureColor,
    lineColor: common.lineColor || defaultColors.lineColor,
    fontFamily: common.FontFamily ? `"${common.FontFamily}", ${MONTSERRAT}` : MONTSERRAT,
  };
};

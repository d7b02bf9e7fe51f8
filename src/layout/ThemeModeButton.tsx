import ContrastIcon from '@mui/icons-material/Contrast';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { setThemeMode, useThemeMode } from './themeMode';
import { type ThemeMode, themeModes } from './tenantPalette';

const labelKey: Record<ThemeMode, string> = {
  default: 'aval.layout.theme.default',
  'semi-dark': 'aval.layout.theme.semiDark',
  dark: 'aval.layout.theme.dark',
};

/** Switches between the default, semi-dark and dark layouts. */
export const ThemeModeButton = () => {
  const translate = useTranslate();
  const mode = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('aval.layout.theme.label');
  const choose = (next: ThemeMode) => {
    setThemeMode(next);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <ContrastIcon />
        </IconButton>
      </Tooltip>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {themeModes.map((option) => (
          <MenuItem key={option} selected={option === mode} onClick={() => choose(option)}>
            {translate(labelKey[option])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

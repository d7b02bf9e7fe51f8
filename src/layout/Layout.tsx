import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Vertical layout: side menu on the left, floating navbar on top. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout
    appBar={AppBar}
    menu={Menu}
    sx={{
      '& .RaLayout-appFrame': { marginTop: { xs: 7, sm: 9 } },
      // react-admin lets the page grow to its widest table (minWidth: fit-content), which on a
      // phone pushes the title, actions and filters off the screen; the tables scroll instead
      minWidth: 0,
      '& .RaLayout-content': { minWidth: 0 },
    }}
  >
    {children}
  </RaLayout>
);

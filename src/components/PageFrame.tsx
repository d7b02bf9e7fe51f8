import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

export interface PageFrameProps {
  /** data-testid of the page's box. */
  testId: string;
  /** The page title, already translated (browser title and heading). */
  title: string;
  subtitle: ReactNode;
  breadcrumb: BreadcrumbItem[];
  /**
   * Buttons at the right of the heading (e.g. "Nova …"); given (even as false, for a button
   * shown only to some users), the heading is laid out in a row with them.
   */
  action?: ReactNode;
  children?: ReactNode;
}

/** A portal page: browser title, breadcrumb, heading with subtitle (and an action), then content. */
export const PageFrame = ({
  testId,
  title,
  subtitle,
  breadcrumb,
  action,
  children,
}: PageFrameProps) => (
  <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={testId}>
    <Title title={title} />
    <Breadcrumb items={breadcrumb} />
    {action !== undefined ? (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </div>
        {action}
      </Stack>
    ) : (
      <>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      </>
    )}
    {children}
  </Box>
);

import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

export const HOME_REDIRECT_PATH = '/redirect-to-home';

export interface BreadcrumbItem {
  /** i18n key or plain text. */
  label: string;
  to?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
}

/** Home link first, then the items; the last item is the current page and never a link. */
export const Breadcrumb = ({ items }: BreadcrumbProps) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs
      aria-label={translate('aval.components.breadcrumb.label')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mb: 2 }}
    >
      <Link
        to={HOME_REDIRECT_PATH}
        aria-label={translate('aval.components.breadcrumb.home')}
        sx={{ display: 'flex' }}
      >
        <HomeOutlinedIcon fontSize="small" />
      </Link>
      {items.map((item, index) => {
        const label = translate(item.label, { _: item.label });
        const last = index === items.length - 1;
        return item.to && !last ? (
          <Link
            key={`${item.label}|${item.to ?? ''}`}
            to={item.to}
            underline="hover"
            color="inherit"
          >
            {label}
          </Link>
        ) : (
          <Typography
            key={`${item.label}|${item.to ?? ''}`}
            color={last ? 'text.primary' : 'text.secondary'}
            aria-current={last ? 'page' : undefined}
          >
            {label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
};

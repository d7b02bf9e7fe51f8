import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storage } from '../providers/storage';

/** While an advisor acts for a broker, the advisor's own name stays visible. */
export const AdvisorName = () => {
  const translate = useTranslate();
  const advisor = storage.getAdvisorInfo();
  if (!advisor) return null;
  return (
    <Chip
      icon={<SupervisorAccountIcon />}
      label={translate('aval.layout.advisor', { name: advisor.Username })}
      size="small"
      variant="outlined"
      sx={{ mr: 1, display: { xs: 'none', sm: 'flex' } }}
    />
  );
};

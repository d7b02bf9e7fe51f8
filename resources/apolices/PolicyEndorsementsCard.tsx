import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { DetailCard } from '../propostas/DetailCard';
import { endorsementRequestPath } from './paths';
import type { PolicyRecord } from './policyRecord';

/**
 * "Endossos": the policy's endorsements. The gateway has no endorsement list yet (the next
 * issue's wizards), so the card says there are none, and offers "Solicitar endosso" (the change
 * wizard, /apolices/endossos/alteracao/:policyUniqueId/1) to whoever may request one.
 */
export const PolicyEndorsementsCard = ({
  policy,
  mayRequest,
}: {
  policy: PolicyRecord;
  mayRequest: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.endorsements.${key}`);
  return (
    <DetailCard
      title={t('title')}
      empty={t('empty')}
      action={
        mayRequest && (
          <Button
            variant="outlined"
            component={Link}
            to={endorsementRequestPath(policy)}
            startIcon={<AddIcon />}
          >
            {t('request')}
          </Button>
        )
      }
    />
  );
};

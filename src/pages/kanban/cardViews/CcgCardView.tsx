import Typography from '@mui/material/Typography';
import type { CardViewProps } from './types';

/** Dados da Solicitação de CCG: the card's record, documents, observations, history and actions (issue 14). */
const CcgCardView = (_props: CardViewProps) => (
  <Typography color="text.secondary">Informações do card não informadas.</Typography>
);

export default CcgCardView;

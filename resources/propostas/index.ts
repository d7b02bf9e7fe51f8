import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { BrokerProposalList, InsurerProposalList } from './ProposalList';
import { BrokerProposalShow, InsurerProposalShow } from './ProposalShow';
import { proposalRepresentation } from './paths';
import { ProposalTimelinePage } from './ProposalTimelinePage';

/**
 * Resource `propostas`: the broker's list at /propostas and the insurer's at
 * /propostas-seguradora, the detail (/propostas/proposta/:id, the insurer's summary) and the
 * timeline. src/routes.tsx loads each screen in a chunk of its own.
 */
export default {
  list: BrokerProposalList,
  insurerList: InsurerProposalList,
  show: BrokerProposalShow,
  insurerShow: InsurerProposalShow,
  timeline: ProposalTimelinePage,
  icon: DescriptionOutlinedIcon,
  recordRepresentation: proposalRepresentation,
};

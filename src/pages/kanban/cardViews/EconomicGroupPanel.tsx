import type { CardViewProps } from './types';

/**
 * A GRUPO_ECONOMICO card's question inside the proposal view (the spec opens these cards on the
 * proposal data): the holder's economic group, GetCardEconomicGroupInfo and KanbanSaveEconomicGroup.
 */
const EconomicGroupPanel = (_props: CardViewProps) => null;

export default EconomicGroupPanel;

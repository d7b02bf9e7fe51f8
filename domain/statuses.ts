// One import path for every enumeration of spec part 2 §4 and the kanban card types.
export * from './cardTypes';
export * from './ccgStatus';
export * from './documentStatus';
export * from './endorsementTypes';
export * from './policyStatus';
export * from './proposalStatus';
export * from './responsiblePersonType';
export type { StatusColor } from './statusColor';
export * from './timeline';

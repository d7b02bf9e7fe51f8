export { AddressFormDialog, type AddressFormDialogProps, maskCep } from './AddressFormDialog';
export { DocumentInput, type DocumentInputProps } from './DocumentInput';
export { DocumentTextField, type DocumentTextFieldProps } from './DocumentTextField';
export { type DocumentKind, documentProblem } from './documentValidation';
export { gatewayMessages, messagesByField } from './gatewayMessages';
export {
  describeChange,
  HistoryPanel,
  type HistoryPanelProps,
  type HistoryPanelRow,
} from './HistoryPanel';
export { JustificationDialog, type JustificationDialogProps } from './JustificationDialog';
export { LocationsPanel, type LocationsPanelProps, placeLine, streetLine } from './LocationsPanel';
export {
  PartyShow,
  type PartyShowProps,
  PartyShowFrame,
  type PartyShowFrameProps,
} from './PartyShowFrame';

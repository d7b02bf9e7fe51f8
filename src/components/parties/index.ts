export { AddressFormDialog, type AddressFormDialogProps, maskCep } from './AddressFormDialog';
export { DocumentTextField, type DocumentTextFieldProps } from './DocumentTextField';
export { type DocumentKind, documentProblem } from './documentValidation';
export { gatewayMessages, messagesByField } from './gatewayMessages';
export { describeChange, HistoryPanel, type HistoryPanelProps } from './HistoryPanel';
export { LocationsPanel, type LocationsPanelProps, placeLine, streetLine } from './LocationsPanel';

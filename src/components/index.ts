export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbProps,
  HOME_REDIRECT_PATH,
} from './Breadcrumb';
export { BusyButton, type BusyButtonProps } from './BusyButton';
export { ComponentsShowcase } from './ComponentsShowcase';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DOUBLE_TAP_MS,
  EDITOR_FONT_SIZES,
  INPUT_MAX_LENGTH,
  MODAL_REMOVAL_MS,
  UPLOAD_PROGRESS_RESET_MS,
} from './constants';
export { DataList, type DataListProps, Datum } from './DataList';
export { DateTextField, type DateTextFieldProps } from './DateTextField';
export { DigitsTextField, type DigitsTextFieldProps } from './DigitsTextField';
export { Dropdown, type DropdownItem, type DropdownProps, type DropdownValue } from './Dropdown';
export { DynamicInput, type DynamicInputProps, type DynamicInputType } from './DynamicInput';
export { ErrorModal, type ErrorModalProps } from './ErrorModal';
export { FigurePanel, type FigurePanelProps } from './FigurePanel';
export { FileUploader, type FileUploaderProps, type UploadProgress } from './FileUploader';
export { FormDialog, type FormDialogProps, FormErrorAlert, useDialogSave } from './FormDialog';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { HistoryCard, type HistoryCardProps } from './HistoryCard';
export { type InputRules, type RuleValidator, validateRules } from './inputRules';
export { LoadingModal, type LoadingModalProps } from './LoadingModal';
export type { ConfirmOptions, ModalsApi, SuccessModalOptions } from './ModalContext';
export { ModalProvider } from './ModalProvider';
export { MoneyTextField, type MoneyTextFieldProps } from './MoneyTextField';
export { modalService } from './modalService';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { PlainTextField, type PlainTextFieldProps } from './PlainTextField';
export { QuickSearch, type QuickSearchProps } from './QuickSearch';
export { RowActionButton, type RowActionButtonProps, useRowAction } from './RowActions';
export {
  SettingsFormCard,
  type SettingsFormCardProps,
  SettingsPage,
  type SettingsPageProps,
  useSettingsSave,
} from './SettingsFormCard';
export { StepHeader, type StepHeaderProps, type StepHeaderStep } from './StepHeader';
export { SuccessModal, type SuccessModalProps } from './SuccessModal';
export { DEBOUNCE_MS, useDebounced } from './useDebounced';
export { useDeferredReady } from './useDeferredReady';
export { useModals } from './useModals';
export * from './SubmitButton';
export { StatusChip, type StatusChipProps } from './StatusChip';

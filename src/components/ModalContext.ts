import { createContext } from 'react';

export interface SuccessModalOptions {
  /** Closes the modal by itself after this many milliseconds. */
  autoCloseMs?: number;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Opens the shared modals. Texts may be i18n keys or plain text. */
export interface ModalsApi {
  /** Error modal (Atenção!); a list is shown as bullet items. Resolves when it closes. */
  showError(messages?: string | string[]): Promise<void>;
  /** Success modal (Sucesso). Resolves when it closes. */
  showSuccess(message?: string, options?: SuccessModalOptions): Promise<void>;
  /** Loading modal (Aguarde); call the returned function to close it. */
  showLoading(message?: string): () => void;
  /** Confirm dialog; true for Confirmar, false for Cancelar or dismissal. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const ModalContext = createContext<ModalsApi | null>(null);

import { useContext } from 'react';
import { ModalContext, type ModalsApi } from './ModalContext';

export const useModals = (): ModalsApi => {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals must be used inside <ModalProvider>');
  return api;
};

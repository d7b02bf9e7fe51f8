/**
 * Status of a request document (spec part 2 §4). The spec names them without ids, so the name
 * itself is the value.
 */
export const DocumentStatus = {
  Conforme: 'Conforme',
  Pendente: 'Pendente',
  Aguardando_Analise: 'Aguardando_Analise',
  Reprovado: 'Reprovado',
} as const;
export type DocumentStatusName = (typeof DocumentStatus)[keyof typeof DocumentStatus];

export interface DocumentStatusDisplay {
  label: string;
  /** Name of the @mui/icons-material icon, resolved by the portal. */
  icon: 'CheckCircle' | 'ErrorOutline' | 'HourglassTop' | 'Cancel';
  color: 'success' | 'warning' | 'info' | 'error';
}

export const documentStatusDisplay: Record<DocumentStatusName, DocumentStatusDisplay> = {
  Conforme: { label: 'Conforme', icon: 'CheckCircle', color: 'success' },
  Pendente: { label: 'Pendente', icon: 'ErrorOutline', color: 'warning' },
  Aguardando_Analise: { label: 'Aguardando Análise', icon: 'HourglassTop', color: 'info' },
  Reprovado: { label: 'Reprovado', icon: 'Cancel', color: 'error' },
};

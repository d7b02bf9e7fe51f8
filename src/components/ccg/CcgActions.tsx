import { Alert, Button, Stack } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CCGStatus } from '../../../domain/ccgStatus';
import type { CcgInfo } from '../../providers/ccgApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { BusyButton } from '../BusyButton';

const SENDABLE: readonly number[] = [
  CCGStatus.Criado,
  CCGStatus.AguardandoAssinatura,
  CCGStatus.AlteracaoReprovada,
  CCGStatus.AguardandoCorretor,
];
const uploadable = (ccg: CcgInfo): readonly number[] =>
  ccg.Manual
    ? [CCGStatus.Criado, CCGStatus.AguardandoAssinatura, CCGStatus.AguardandoCorretor]
    : [CCGStatus.AguardandoAssinatura, CCGStatus.AguardandoCorretor];

export interface CcgActionsProps {
  ccg: CcgInfo;
  canSend: boolean;
  canUpload: boolean;
  onChanged: (ccg: CcgInfo) => void;
}

/** "Enviar ao corretor" and "Enviar cópia assinada", each with the CCG's Version as read. */
export const CcgActions = ({ ccg, canSend, canUpload, onChanged }: CcgActionsProps) => {
  const { sendCcgToBroker, uploadSignedCcg, uploadArchive } = useDataProvider<AvalDataProvider>();
  const [busy, setBusy] = useState<'send' | 'upload'>();
  const [error, setError] = useState<string>();
  const run = async (kind: 'send' | 'upload', call: () => Promise<CcgInfo>) => {
    setBusy(kind);
    setError(undefined);
    try {
      onChanged(await call());
    } catch (reason) {
      setError(errorText(reason));
    } finally {
      setBusy(undefined);
    }
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run('upload', async () =>
      uploadSignedCcg(ccg, (await uploadArchive(file)).uniqueIdentifier),
    );
  };
  const showSend = canSend && SENDABLE.includes(ccg.Status);
  const showUpload = canUpload && uploadable(ccg).includes(ccg.Status);
  if (!showSend && !showUpload) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {showSend ? (
          <BusyButton
            busy={busy === 'send'}
            disabled={busy !== undefined}
            variant="contained"
            onClick={() => run('send', () => sendCcgToBroker(ccg))}
          >
            Enviar ao corretor
          </BusyButton>
        ) : null}
        {showUpload ? (
          <Button component="label" variant="outlined" disabled={busy !== undefined}>
            {busy === 'upload' ? 'Enviando…' : 'Enviar cópia assinada'}
            <input
              hidden
              type="file"
              accept=".pdf,application/pdf,image/*"
              aria-label="Cópia assinada do CCG"
              onChange={pick}
            />
          </Button>
        ) : null}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
};

import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  type ParameterisationBranch,
  type ParameterisationGroup,
  validateBranch,
  validateBranchName,
  validateGroupName,
} from '../../domain/branchGroups';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useFormCall } from './useFormCall';
import { useModalityReload } from './useModalities';

const t = 'resources.modalidades.branchGroups';

const Messages = ({ messages, stale }: { messages: string[]; stale: boolean }) =>
  messages.length ? (
    <Alert severity={stale ? 'warning' : 'error'} role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null;

interface DialogFrameProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: React.ReactNode;
}

const DialogFrame = ({ title, busy, onClose, onSave, children }: DialogFrameProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="branch-group-title"
    >
      <DialogTitle id="branch-group-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(`${t}.cancel`)}
        </Button>
        <BusyButton busy={busy} onClick={onSave}>
          {translate(`${t}.save`)}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};

/** "Novo ramo" (code, name, sector) or "Renomear ramo" (name only: the code never changes). */
export const BranchDialog = ({
  branch,
  onClose,
}: {
  branch?: ParameterisationBranch;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { insertCompanyBranch, updateCompanyBranch } = useDataProvider<AvalDataProvider>();
  const reload = useModalityReload();
  const call = useFormCall();
  const [code, setCode] = useState(branch?.Code ?? '');
  const [name, setName] = useState(branch?.Name ?? '');
  const [isPrivate, setIsPrivate] = useState(branch?.IsPrivate ?? false);
  const save = async () => {
    const problems = branch
      ? validateBranchName(name).problems
      : validateBranch({ Code: code, Name: name, IsPrivate: isPrivate }).problems;
    if (problems.length) return call.setMessages(problems);
    const done = await call.run(() =>
      reload(
        branch
          ? updateCompanyBranch(branch.Id, branch.Version, { Name: name })
          : insertCompanyBranch({ Code: code.trim(), Name: name, IsPrivate: isPrivate }),
      ),
    );
    if (done) onClose();
  };
  return (
    <DialogFrame
      title={translate(`${t}.${branch ? 'renameBranch' : 'newBranch'}`)}
      busy={call.busy}
      onClose={onClose}
      onSave={save}
    >
      <Messages messages={call.messages} stale={call.stale} />
      <TextField
        label={translate(`${t}.code`)}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        disabled={Boolean(branch) || call.busy}
        required
        helperText={translate(`${t}.codeHelp`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <TextField
        label={translate(`${t}.branchName`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={call.busy}
        required
      />
      <RadioGroup
        row
        aria-label={translate(`${t}.sector`)}
        value={isPrivate ? 'private' : 'public'}
        onChange={(event) => setIsPrivate(event.target.value === 'private')}
      >
        <FormControlLabel
          value="public"
          control={<Radio />}
          label={translate(`${t}.public`)}
          disabled={Boolean(branch) || call.busy}
        />
        <FormControlLabel
          value="private"
          control={<Radio />}
          label={translate(`${t}.private`)}
          disabled={Boolean(branch) || call.busy}
        />
      </RadioGroup>
    </DialogFrame>
  );
};

/** "Novo grupo" in a branch, or "Renomear grupo". */
export const GroupDialog = ({
  branch,
  group,
  onClose,
}: {
  branch: ParameterisationBranch;
  group?: ParameterisationGroup;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { insertModalityGroup, updateModalityGroup } = useDataProvider<AvalDataProvider>();
  const reload = useModalityReload();
  const call = useFormCall();
  const [name, setName] = useState(group?.Name ?? '');
  const save = async () => {
    const { problems } = validateGroupName(name);
    if (problems.length) return call.setMessages(problems);
    const done = await call.run(() =>
      reload(
        group
          ? updateModalityGroup(group.Id, group.Version, name)
          : insertModalityGroup(branch.Id, name),
      ),
    );
    if (done) onClose();
  };
  return (
    <DialogFrame
      title={translate(`${t}.${group ? 'renameGroup' : 'newGroup'}`, {
        branch: `${branch.Code} · ${branch.Name}`,
      })}
      busy={call.busy}
      onClose={onClose}
      onSave={save}
    >
      <Messages messages={call.messages} stale={call.stale} />
      <TextField
        label={translate(`${t}.groupName`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={call.busy}
        required
        autoFocus
      />
    </DialogFrame>
  );
};

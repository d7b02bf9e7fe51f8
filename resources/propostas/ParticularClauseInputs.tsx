import AddIcon from '@mui/icons-material/Add';
import { Button, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  maxLength,
  RemoveItemButton,
  TextInput,
  useInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import type { ProposalTag } from '../../domain/contracts/proposalTexts';
import { isBlankText } from '../modalidades/textForm';
import { TagPicker } from '../modalidades/TagPicker';

// the editor (and its rich-text library) loads only when the clauses' editor opens
const RichTextEditor = lazy(() =>
  import('../../src/components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/**
 * The inputs of one particular clause in the clauses' editor (inside react-admin's
 * SimpleFormIterator: each names itself by the clause's position) and its add / remove buttons.
 */
export const clauseText = (key: string) => `resources.propostas.clauses.${key}`;

/** The gateway's limit on a clause's title (proposalTermInput). */
const TITLE_MAX = 300;

const requiredText = (value: unknown) =>
  isBlankText(typeof value === 'string' ? value : '') ? clauseText('textRequired') : undefined;
const titleLength = maxLength(TITLE_MAX);

/** The clause's title, named by its position. */
export const ClauseTitleInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  return (
    <TextInput
      source={source}
      defaultValue=""
      label={translate(clauseText('clauseTitle'), { n: index + 1 })}
      validate={titleLength}
      slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      fullWidth
    />
  );
};

/** The prefix useInput puts before its validators' messages (react-admin's ValidationError). */
const RA_VALIDATION = '@@react-admin@@';

/**
 * The field's error as text: a validator's message (a translation key, in useInput's format) or
 * the gateway's pt-BR message as it came.
 */
const useErrorText = () => {
  const translate = useTranslate();
  return (error: string | undefined) => {
    if (!error) return undefined;
    const parsed: unknown = error.startsWith(RA_VALIDATION)
      ? JSON.parse(error.slice(RA_VALIDATION.length))
      : error;
    const { message, args } =
      typeof parsed === 'string'
        ? { message: parsed, args: {} }
        : (parsed as { message: string; args?: object });
    return translate(message, { _: message, ...args });
  };
};

/** The clause's text in the rich-text editor, with the tags a proposal text may use. */
export const ClauseTextInput = ({
  source,
  tags,
}: {
  source: string;
  tags: readonly ProposalTag[];
}) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const { field, fieldState } = useInput({ source, defaultValue: '', validate: requiredText });
  const errorText = useErrorText();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <RichTextEditor
        label={translate(clauseText('clauseText'), { n: index + 1 })}
        required
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={errorText(fieldState.error?.message)}
        renderTools={(insert) => <TagPicker tags={tags} onPick={insert} />}
      />
    </Suspense>
  );
};

/** "Adicionar cláusula": a new, empty clause at the end. */
export const AddClauseButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add()}>
      {translate(clauseText('add'))}
    </Button>
  );
};

/** "Remover a cláusula 2": the generic remove button, named by the clause's position. */
export const RemoveClauseButton = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  return <RemoveItemButton label={translate(clauseText('remove'), { n: index + 1 })} />;
};

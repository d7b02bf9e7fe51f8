import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Breadcrumb } from './Breadcrumb';
import { Dropdown } from './Dropdown';
import { DynamicInput } from './DynamicInput';
import { FileUploader } from './FileUploader';
import { StepHeader } from './StepHeader';
import { useModals } from './useModals';

const BANKS = [
  { Id: 1, Name: '001 - Banco do Brasil S.A.' },
  { Id: 237, Name: '237 - Banco Bradesco S.A.' },
  { Id: 341, Name: '341 - Itaú Unibanco S.A.' },
  { Id: 104, Name: '104 - Caixa Econômica Federal' },
];

const MODALITIES = ['Licitante', 'Executante construtor', 'Judicial cível', 'Aduaneiro'];

const STEP_KEYS = ['policyHolder', 'insured', 'risk', 'summary', 'financial'];

const key = (path: string) => `aval.components.showcase.${path}`;

/** Fake upload that reports progress over about a second. */
const fakeUpload = (_file: File, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 20;
      onProgress(percent);
      if (percent >= 100) {
        clearInterval(timer);
        resolve();
      }
    }, 200);
  });

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const ModalsSection = () => {
  const translate = useTranslate();
  const modals = useModals();
  const [answer, setAnswer] = useState<string>();
  return (
    <Section title={translate(key('modals'))}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={() => modals.showError()}>
          {translate(key('openError'))}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            modals.showError([
              key('sampleErrors.first'),
              key('sampleErrors.second'),
              key('sampleErrors.third'),
            ])
          }
        >
          {translate(key('openErrorList'))}
        </Button>
        <Button variant="outlined" onClick={() => modals.showSuccess()}>
          {translate(key('openSuccess'))}
        </Button>
        <Button
          variant="outlined"
          onClick={() => modals.showSuccess(undefined, { autoCloseMs: 2000 })}
        >
          {translate(key('openSuccessAutoClose'))}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            const close = modals.showLoading();
            setTimeout(close, 2000);
          }}
        >
          {translate(key('openLoading'))}
        </Button>
        <Button
          variant="outlined"
          onClick={async () => {
            const confirmed = await modals.confirm({ message: key('confirmMessage') });
            setAnswer(translate(key(confirmed ? 'confirmed' : 'cancelled')));
          }}
        >
          {translate(key('openConfirm'))}
        </Button>
      </Stack>
      {answer && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(key('confirmResult'), { answer })}
        </Typography>
      )}
    </Section>
  );
};

const StepsSection = () => {
  const translate = useTranslate();
  const [active, setActive] = useState(2);
  return (
    <Section title={translate(key('stepHeader'))}>
      <StepHeader
        steps={STEP_KEYS.map((step) => ({ label: key(`steps.${step}`) }))}
        active={active}
      />
      <Stack direction="row" spacing={1}>
        <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
          {translate(key('previous'))}
        </Button>
        <Button disabled={active === STEP_KEYS.length - 1} onClick={() => setActive(active + 1)}>
          {translate(key('next'))}
        </Button>
      </Stack>
    </Section>
  );
};

const InputsSection = () => {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string | null>>({
    text: 'Maria da Silva',
    textArea: '<p>Cláusula <strong>particular</strong> de exemplo.</p>',
    date: '2026-03-31',
    money: '1234567.89',
    number: '365',
    select: '341',
  });
  const [modality, setModality] = useState<string | number | boolean | null>(null);
  const bind = (name: string) => ({
    name,
    label: key(`fields.${name}`),
    value: values[name],
    onChange: (value: string | null) => setValues((current) => ({ ...current, [name]: value })),
  });
  return (
    <>
      <Section title={translate(key('dropdown'))}>
        <Stack spacing={2}>
          <Dropdown
            label={key('fields.modality')}
            required
            items={MODALITIES}
            value={modality}
            onChange={setModality}
          />
          <Dropdown label={key('fields.select')} items={[]} value={null} onChange={() => {}} />
          <Dropdown
            label={key('fields.select')}
            items={[]}
            value={null}
            onChange={() => {}}
            loading
            disabled
          />
        </Stack>
      </Section>
      <Section title={translate(key('dynamicInput'))}>
        <Stack spacing={2}>
          <DynamicInput type="Text" {...bind('text')} rules={{ required: true }} />
          <DynamicInput type="Date" {...bind('date')} />
          <DynamicInput type="Money" {...bind('money')} />
          <DynamicInput type="Number" {...bind('number')} rules={{ max: 3650 }} showErrors />
          <DynamicInput
            type="Select"
            {...bind('select')}
            items={BANKS}
            optionLabel="Name"
            optionValue="Id"
          />
          <DynamicInput type="TextArea" {...bind('textArea')} />
          <DynamicInput type="Repeater" value={null} onChange={() => {}} />
          <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap' }}>
            {translate(key('value'), { value: JSON.stringify(values, null, 2) })}
          </Typography>
        </Stack>
      </Section>
    </>
  );
};

/** Dev-only page showing every shared component with sample data. Needs a ModalProvider above. */
export const ComponentsShowcase = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Breadcrumb
        items={[
          { label: key('crumbs.proposals'), to: '/proposals' },
          { label: key('crumbs.newProposal') },
        ]}
      />
      <Typography variant="h5" gutterBottom>
        {translate(key('title'))}
      </Typography>
      <Stack spacing={2}>
        <ModalsSection />
        <StepsSection />
        <Section title={translate(key('uploader'))}>
          <FileUploader accept={['image/*', '.pdf']} multiple limit={3} upload={fakeUpload} />
        </Section>
        <InputsSection />
      </Stack>
    </Box>
  );
};

ComponentsShowcase.path = '/dev/components';

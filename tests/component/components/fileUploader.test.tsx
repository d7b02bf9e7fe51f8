import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploader } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

const DROP_LABEL = 'Arraste e solte os arquivos aqui ou clique para selecionar';
const INVALID = 'Por favor, selecione um arquivo válido!';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

// applyAccept off: the component's own filtering is what is under test.
const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText(DROP_LABEL) as HTMLInputElement;
const dropZone = () => screen.getByRole('button', { name: new RegExp(DROP_LABEL) });

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FileUploader', () => {
  it('refuses a file with an empty type with Por favor, selecione um arquivo válido!', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<FileUploader onChange={onChange} />);
    await user().upload(picker(), new File(['x'], 'sem-tipo', { type: '' }));
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('sem-tipo')).toBeNull();
  });

  it('refuses a file outside the accept list but keeps the valid ones', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<FileUploader accept={['.pdf']} multiple onChange={onChange} />);
    await user().upload(picker(), [pdf('contrato.pdf'), png('foto.png')]);
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'contrato.pdf' })]);
    expect(screen.getByText('contrato.pdf')).toBeTruthy();
  });

  it('accepts a valid file and reports it through onChange', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<FileUploader accept={['application/pdf']} onChange={onChange} />);
    await user().upload(picker(), pdf('contrato.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].map((file: File) => file.name)).toEqual(['contrato.pdf']);
  });

  it('disables the picker when selected minus removed files reach the limit', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<FileUploader multiple limit={2} onChange={onChange} />);
    await user().upload(picker(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(onChange.mock.lastCall?.[0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(screen.queryByText('c.pdf')).toBeNull();
    expect(picker().disabled).toBe(true);
    expect(dropZone().getAttribute('aria-disabled')).toBe('true');

    await user().click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(onChange.mock.lastCall?.[0].map((file: File) => file.name)).toEqual(['b.pdf']);
    expect(picker().disabled).toBe(false);
    expect(dropZone().getAttribute('aria-disabled')).toBe('false');

    await user().upload(picker(), pdf('d.pdf'));
    expect(onChange.mock.lastCall?.[0].map((file: File) => file.name)).toEqual(['b.pdf', 'd.pdf']);
    expect(picker().disabled).toBe(true);
  });

  it('opens the image preview on click', async () => {
    renderWithAdmin(<FileUploader />);
    await user().upload(picker(), png('foto.png'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Visualizar foto.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'foto.png' }).getAttribute('src')).toBe(
      'blob:foto.png',
    );
  });

  it('opens the preview on a double-tap within 500 ms, not on taps further apart', async () => {
    const now = vi.spyOn(Date, 'now');
    renderWithAdmin(<FileUploader />);
    await user().upload(picker(), png('foto.png'));
    const thumbnail = screen.getByRole('button', { name: 'Visualizar foto.png' });

    now.mockReturnValue(10_000);
    fireEvent.touchEnd(thumbnail);
    now.mockReturnValue(10_600);
    fireEvent.touchEnd(thumbnail);
    expect(screen.queryByRole('dialog')).toBeNull();

    now.mockReturnValue(11_000);
    fireEvent.touchEnd(thumbnail);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows upload progress and resets the bar 1 s after 100%', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let report: (percent: number) => void = () => {};
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (percent: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    renderWithAdmin(<FileUploader upload={upload} />);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).upload(picker(), pdf('a.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);

    act(() => report(40));
    const bar = screen.getByRole('progressbar', { name: 'Envio de a.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => finish());
    expect(
      screen.getByRole('progressbar', { name: 'Envio de a.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole('progressbar', { name: 'Envio de a.pdf' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar', { name: 'Envio de a.pdf' })).toBeNull();
  });
});

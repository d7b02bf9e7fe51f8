import { cleanup, render, screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCanAccessActions } from '../../../src/components/useCanAccessActions';
import { corretor, fakeAuthProvider, renderInAdmin } from '../shell/fixtures';

afterEach(cleanup);

const actions = ['edit', 'block', 'voar'] as const;

const Buttons = () => {
  const { can, isPending } = useCanAccessActions('tomadores', actions);
  return (
    <>
      {isPending && <p>aguarde</p>}
      {actions.map((action) => can[action] && <button key={action}>{action}</button>)}
    </>
  );
};

describe('useCanAccessActions', () => {
  it('offers no action while the answers are pending, then the allowed ones', async () => {
    let answer: (allowed: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const canAccess = vi.fn<NonNullable<AuthProvider['canAccess']>>(async ({ action }) =>
      action === 'edit' ? pending : false,
    );
    render(
      renderInAdmin(<Buttons />, corretor, '/', {}, { ...fakeAuthProvider(corretor), canAccess }),
    );
    expect(await screen.findByText('aguarde')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    answer(true);
    expect(await screen.findByRole('button', { name: 'edit' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(canAccess.mock.calls.map(([params]) => params)).toEqual(
      actions.map((action) => expect.objectContaining({ resource: 'tomadores', action })),
    );
  });

  it('answers by the real rules through the authProvider', async () => {
    render(renderInAdmin(<Buttons />, corretor));
    // a broker edits the holders nominated to it but never blocks them
    expect(await screen.findByRole('button', { name: 'edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'voar' })).toBeNull();
  });
});

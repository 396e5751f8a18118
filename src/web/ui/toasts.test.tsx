// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { ToastProvider, useToast, type ToastOptions } from './toasts';

// A page that shows notices on demand, with a dialog it can open over itself, as the staff screens do.
function Page({ notices }: { notices: Array<[string, ToastOptions?]> }) {
  const toast = useToast();
  const step = useRef(0);
  const [open, setOpen] = useState(false);
  const showNext = () => toast(...notices[step.current++]!);
  return (
    <>
      <button type="button" onClick={showNext}>
        Suivant
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal open={open} title="Réservation" onClose={() => setOpen(false)}>
        <button type="button" onClick={showNext}>
          Suivant dans la fenêtre
        </button>
      </Modal>
    </>
  );
}

function renderPage(notices: Array<[string, ToastOptions?]>) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return render(
    <ToastProvider>
      <Page notices={notices} />
    </ToastProvider>,
    { container: root },
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
const texts = () => screen.queryAllByTestId('toast').map((t) => t.textContent?.replace('×', ''));

describe('staff notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('replaces a notice of the same kind instead of stacking another (three timeline moves, one notice)', () => {
    const move = { kind: 'timeline' };
    renderPage([
      ['Dubois : 19:00, table 2.', move],
      ['Dubois : 19:15, table 2.', move],
      ['Dubois : 19:30, table 2.', move],
    ]);
    next();
    next();
    next();
    expect(texts()).toEqual(['Dubois : 19:30, table 2.']);
  });

  it('shows the same words once, and notices of different kinds side by side, three at most', () => {
    renderPage([['Réglages enregistrés.'], ['Réglages enregistrés.'], ['A'], ['B'], ['C']]);
    next();
    next();
    expect(texts()).toEqual(['Réglages enregistrés.']);
    next();
    next();
    next();
    expect(texts()).toEqual(['A', 'B', 'C']);
  });

  it('keeps the latest notice its whole lifetime: the one it replaced does not take it away early', async () => {
    const move = { kind: 'timeline' };
    renderPage([
      ['Premier', move],
      ['Second', move],
    ]);
    next();
    await act(() => vi.advanceTimersByTime(5000));
    next();
    await act(() => vi.advanceTimersByTime(5000));
    expect(texts()).toEqual(['Second']);
    await act(() => vi.advanceTimersByTime(3500));
    expect(texts()).toEqual([]);
  });

  it('is shown inside an open dialog, the only part of the page above its dim layer and not hidden, then back on the page', () => {
    renderPage([['Arrivé pendant la fenêtre'], ['Après la fenêtre']]);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = document.querySelector('dialog')!;
    expect(document.getElementById('root')!.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant dans la fenêtre' }));
    const notice = screen.getByTestId('toast');
    expect(dialog.contains(notice)).toBe(true);
    expect(notice.closest('[aria-hidden="true"], [inert]')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toContain('Arrivé pendant la fenêtre');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(document.querySelector('dialog')).toBeNull();
    // Still there once the dialog is closed, on the page again, which is no longer hidden.
    expect(texts()).toEqual(['Arrivé pendant la fenêtre']);
    expect(screen.getByTestId('toast').closest('[aria-hidden="true"], [inert]')).toBeNull();
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineStore, offlineScope, offlineStore } from '../lib/offline/offline-store';
import { useLogoutGuard } from './logout-guard';

afterEach(cleanup);
beforeEach(() => clearOfflineStore());

/** `waiting` changes queued on the tablet, spread over two members (a logout empties both). */
async function storeWith(waiting: number): Promise<void> {
  for (let i = 0; i < waiting; i++) {
    await offlineStore(offlineScope('7', 'secret', i % 2 ? 'staff-3' : 'staff-4')).enqueue({
      idempotencyKey: `k${i}`,
      label: 'Installée',
      bookingGuid: null,
      createdAt: '2026-11-28T12:00:00.000Z',
      request: { endpoint: 'POST /staff/restaurants/:restaurantId/bookings/:guid/status', params: {}, body: {} },
    });
  }
}

function Header({ logout }: { logout: () => void }) {
  const { askLogout, dialog } = useLogoutGuard(logout);
  return (
    <>
      <button type="button" onClick={askLogout}>
        Se déconnecter
      </button>
      {dialog}
    </>
  );
}

const pressLogout = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' })));

describe('logging out of a tablet', () => {
  it('happens at once when nothing waits to be sent', async () => {
    const logout = vi.fn();
    await storeWith(0);
    render(<Header logout={logout} />);
    await pressLogout();
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('asks first when changes made offline are still waiting, any member’s, and staying keeps them', async () => {
    const logout = vi.fn();
    await storeWith(3);
    render(<Header logout={logout} />);
    await pressLogout();
    expect(logout).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain('Des changements ne sont pas encore envoyés');
    expect(dialog.textContent).toContain(
      "3 changements faits sur cette tablette n'ont pas encore été envoyés : en vous déconnectant maintenant, vous les perdez.",
    );
    // Staying is the answer a hurried tap gives.
    expect(document.activeElement?.textContent).toBe('Rester connecté');
    fireEvent.click(screen.getByRole('button', { name: 'Rester connecté', hidden: true }));
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when the host chooses to lose them', async () => {
    const logout = vi.fn();
    await storeWith(1);
    render(<Header logout={logout} />);
    await pressLogout();
    expect(screen.getByRole('alertdialog', { hidden: true }).textContent).toContain("Un changement fait sur cette tablette n'a pas encore été envoyé");
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter quand même', hidden: true }));
    expect(logout).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineStore, QueuedChange } from '../lib/offline/offline-store';
import { useLogoutGuard } from './logout-guard';

afterEach(cleanup);

const storeWith = (waiting: number) =>
  ({ pending: () => Promise.resolve(Array.from({ length: waiting }, (_, seq) => ({ seq }) as QueuedChange)) }) as OfflineStore;

function Header({ store, logout }: { store: OfflineStore; logout: () => void }) {
  const { askLogout, dialog } = useLogoutGuard(store, logout);
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
    render(<Header store={storeWith(0)} logout={logout} />);
    await pressLogout();
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('asks first when changes made offline are still waiting, and staying keeps them', async () => {
    const logout = vi.fn();
    render(<Header store={storeWith(3)} logout={logout} />);
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
    render(<Header store={storeWith(1)} logout={logout} />);
    await pressLogout();
    expect(screen.getByRole('alertdialog', { hidden: true }).textContent).toContain("Un changement fait sur cette tablette n'a pas encore été envoyé");
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter quand même', hidden: true }));
    expect(logout).toHaveBeenCalledOnce();
  });
});

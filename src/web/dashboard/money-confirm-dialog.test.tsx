// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyConfirmDialog } from './money-confirm-dialog';

afterEach(cleanup);

const open = (send: (amountCents: number, key: string) => Promise<{ outcome: 'done' | 'already' | 'failed'; message: string }>, onDone = vi.fn()) =>
  render(<MoneyConfirmDialog action="charge" dinerName="Margaux Lefèvre" maxCents={4000} last4="4242" send={send} onDone={onDone} onClose={() => {}} />);

describe('the confirmation of a charge', () => {
  it('names the diner, the amount and the card, and offers the whole accepted amount first', () => {
    open(vi.fn());
    expect(screen.getByText('Débiter 40,00 € sur la carte •••• 4242 de Margaux Lefèvre ?')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Montant (€)', hidden: true }).value).toBe('40,00');
  });

  it('refuses an amount above the accepted one before anything is sent', () => {
    const send = vi.fn();
    open(send);
    fireEvent.change(screen.getByRole('textbox', { name: 'Montant (€)', hidden: true }), { target: { value: '40,01' } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Débiter', hidden: true });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Saisissez un montant supérieur à 0 et d’au plus 40,00 €.')).toBeTruthy();
  });

  it('sends a double click once, and a second confirmation after an error with the same key', async () => {
    let answer!: (value: { outcome: 'done'; message: string }) => void;
    const send = vi
      .fn<(amountCents: number, key: string) => Promise<{ outcome: 'done' | 'already' | 'failed'; message: string }>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    open(send, onDone);
    fireEvent.change(screen.getByRole('textbox', { name: 'Montant (€)', hidden: true }), { target: { value: '35,5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Débiter 35,50\s€$/, hidden: true })));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'L’opération n’a pas abouti. Réessayez dans un instant : elle ne sera jamais faite deux fois.',
    );

    const button = screen.getByRole('button', { name: /^Débiter 35,50\s€$/, hidden: true });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => answer({ outcome: 'done', message: '35,50 € débités sur la carte du client.' }));
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls;
    expect(first![0]).toBe(3550);
    expect(first![1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second![1]).toBe(first![1]);
    expect(onDone).toHaveBeenCalledWith('35,50 € débités sur la carte du client.', false);
  });
});

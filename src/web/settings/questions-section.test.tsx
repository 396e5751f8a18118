// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionItem, SettingsApi } from '../lib/staff/settings-api';
import { ToastProvider } from '../ui/toasts';
import { QuestionsSection } from './questions-section';
import { SettingsProvider } from './settings-context';

// Réglages › Questions: a host who clicks « Monter » twice in a row, before the first order is
// saved, moves the question two places, and the server receives the orders in the order clicked.

const question = (id: number, text: string): QuestionItem => ({ id, question_text: text, required: false, active: true }) as QuestionItem;

function serverWithHeldOrders() {
  let stored = [question(1, 'Allergies ?'), question(2, 'Poussette ?'), question(3, 'Occasion ?')];
  const orders: number[][] = [];
  const held: Array<() => void> = [];
  const api = {
    questions: () => Promise.resolve(stored),
    orderQuestions: (ids: number[]) =>
      new Promise<void>((resolve) => {
        held.push(() => {
          orders.push(ids);
          stored = ids.map((id) => stored.find((q) => q.id === id)!);
          resolve();
        });
      }),
  } as unknown as SettingsApi;
  return { api, orders, held };
}

const rowTexts = () => screen.getAllByTestId('question-row').map((row) => row.querySelector('strong, span')?.textContent);

afterEach(cleanup);

describe('reordering questions', () => {
  it('moves from the order on screen, sends the orders one after another, and keeps the last', async () => {
    const server = serverWithHeldOrders();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SettingsProvider api={server.api} restaurantId="1">
            <QuestionsSection />
          </SettingsProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Occasion ?');
    const up = () => screen.getByRole('button', { name: 'Monter « Occasion ? »' });

    fireEvent.click(up());
    await waitFor(() => expect(rowTexts()).toEqual(['Allergies ?', 'Occasion ?', 'Poussette ?']));
    fireEvent.click(up());
    await waitFor(() => expect(rowTexts()).toEqual(['Occasion ?', 'Allergies ?', 'Poussette ?']));
    expect((up() as HTMLButtonElement).disabled).toBe(true);

    // The second order waits for the first: only one request is out.
    await act(async () => {
      await Promise.resolve();
    });
    expect(server.held).toHaveLength(1);
    await act(async () => {
      server.held[0]!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(server.held).toHaveLength(2);
    expect(rowTexts()).toEqual(['Occasion ?', 'Allergies ?', 'Poussette ?']);
    await act(async () => {
      server.held[1]!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(server.orders).toEqual([
      [1, 3, 2],
      [3, 1, 2],
    ]);
    expect(await screen.findAllByTestId('question-row')).toHaveLength(3);
    expect(rowTexts()).toEqual(['Occasion ?', 'Allergies ?', 'Poussette ?']);
  });
});

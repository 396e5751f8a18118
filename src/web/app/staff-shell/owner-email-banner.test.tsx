// @vitest-environment jsdom
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { OwnerEmailBanner } from './owner-email-banner';

// The owner confirms their address in another tab (the e-mail's link): back on the dashboard, the
// banner goes without a reload.

let confirmed = false;

beforeEach(() => {
  confirmed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 200, error: false, message: '', object: { confirmed, emails: ['owner@exemple.fr'] } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the banner asking the owner to confirm their e-mail', () => {
  it('goes away when the owner comes back to the tab after confirming elsewhere', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OwnerEmailBanner restaurantId="1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeTruthy();
    confirmed = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeNull());
  });
});

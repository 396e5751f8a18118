// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionClaims } from '../../lib/staff/session';
import { StaffMenu } from './staff-menu';

afterEach(cleanup);

const claims = { roles: ['owner'], name: 'Camille' } as unknown as SessionClaims;

describe('the staff menu', () => {
  it('closes when its current page is chosen again, not only on a page change', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <StaffMenu claims={claims} onLogout={() => undefined} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /Menu/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The menu's own "Cahier" (the page shown): the host taps it and expects to see the page.
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const cahier = [...panel.querySelectorAll('a')].find((a) => a.textContent === 'Cahier')!;
    await userEvent.click(cahier);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});

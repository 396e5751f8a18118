import { useEffect, useState } from 'react';

/** The answer a reminder link carries (`?reponse=je-confirme` or `?reponse=j-annule`). */
export type ReminderAnswer = 'je-confirme' | 'j-annule' | null;

/**
 * Read after the page is on screen: the server renders the page without it (so hydration matches),
 * and nothing changes until the diner presses a button — a mail scanner opening the link does nothing.
 */
export function useReminderAnswer(): ReminderAnswer {
  const [answer, setAnswer] = useState<ReminderAnswer>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('reponse');
    setAnswer(value === 'je-confirme' || value === 'j-annule' ? value : null);
  }, []);
  return answer;
}

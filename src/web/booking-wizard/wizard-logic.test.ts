import { describe, expect, it } from 'vitest';
import {
  activeStep,
  experienceShown,
  nextPage,
  previousPage,
  primaryAction,
  resumablePage,
  smsCodeRequired,
  stepStatus,
  visibleSteps,
  wizardReducer,
  type Page,
  type WizardFlags,
} from './wizard-logic';

const withExperience: WizardFlags = { experienceEnabled: true, isWaiting: false };
const withoutExperience: WizardFlags = { experienceEnabled: false, isWaiting: false };
const waiting: WizardFlags = { experienceEnabled: true, isWaiting: true };

describe('active step', () => {
  it('is starting below page 4, then informations, experience, validation', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => activeStep(p as Page))).toEqual(['starting', 'starting', 'starting', 'informations', 'experience', 'validation']);
  });

  it('shows the experience step only with the stepper', () => {
    expect(visibleSteps(true)).toEqual(['starting', 'informations', 'experience', 'validation']);
    expect(visibleSteps(false)).toEqual(['starting', 'informations', 'validation']);
  });

  it('marks earlier steps completed', () => {
    expect(stepStatus('starting', 3, true)).toBe('current');
    expect(stepStatus('starting', 4, true)).toBe('completed');
    expect(stepStatus('informations', 4, true)).toBe('current');
    expect(stepStatus('experience', 4, true)).toBe('upcoming');
    expect(stepStatus('informations', 6, true)).toBe('completed');
    expect(stepStatus('experience', 6, true)).toBe('completed');
    expect(stepStatus('validation', 6, true)).toBe('current');
    expect(stepStatus('informations', 6, false)).toBe('completed');
    expect(stepStatus('validation', 6, false)).toBe('current');
  });
});

describe('page transitions', () => {
  it('next increments the page, back decrements it', () => {
    expect(nextPage(1, withExperience)).toBe(2);
    expect(nextPage(2, withExperience)).toBe(3);
    expect(nextPage(4, withExperience)).toBe(5);
    expect(nextPage(5, withExperience)).toBe(6);
    expect(previousPage(6, withExperience)).toBe(5);
    expect(previousPage(2, withExperience)).toBe(1);
  });

  it('stays within pages 1 to 6', () => {
    expect(nextPage(6, withExperience)).toBe(6);
    expect(previousPage(1, withExperience)).toBe(1);
  });

  it('skips the experience page without the stepper, both ways', () => {
    expect(nextPage(4, withoutExperience)).toBe(6);
    expect(previousPage(6, withoutExperience)).toBe(4);
  });

  it('skips the experience page for a waiting-list draft', () => {
    expect(experienceShown(waiting)).toBe(false);
    expect(nextPage(4, waiting)).toBe(6);
    expect(previousPage(6, waiting)).toBe(4);
  });

  it('labels the primary button Commencer, Suivant or Réserver', () => {
    expect(primaryAction(1)).toBe('start');
    expect(primaryAction(3)).toBe('next');
    expect(primaryAction(5)).toBe('next');
    expect(primaryAction(6)).toBe('book');
  });

  it('labels the last button for what a waiting-list request does: joining the list', () => {
    expect(primaryAction(6, true)).toBe('join-waiting');
    expect(primaryAction(4, true)).toBe('next');
  });
});

describe('continue flag', () => {
  it('is false after moving forward from pages under 4', () => {
    let s = wizardReducer({ page: 1, canContinue: true }, { type: 'next', flags: withExperience });
    expect(s).toEqual({ page: 2, canContinue: false });
    s = wizardReducer({ page: 2, canContinue: true }, { type: 'next', flags: withExperience });
    expect(s).toEqual({ page: 3, canContinue: false });
    s = wizardReducer({ page: 3, canContinue: true }, { type: 'next', flags: withExperience });
    expect(s).toEqual({ page: 4, canContinue: false });
  });

  it('is false on entering the experience step and the summary', () => {
    expect(wizardReducer({ page: 4, canContinue: true }, { type: 'next', flags: withExperience })).toEqual({
      page: 5,
      canContinue: false,
    });
    expect(wizardReducer({ page: 4, canContinue: true }, { type: 'next', flags: withoutExperience })).toEqual({
      page: 6,
      canContinue: false,
    });
  });

  it('is true after going back', () => {
    expect(wizardReducer({ page: 3, canContinue: false }, { type: 'back', flags: withExperience })).toEqual({
      page: 2,
      canContinue: true,
    });
    expect(wizardReducer({ page: 6, canContinue: false }, { type: 'back', flags: withoutExperience })).toEqual({
      page: 4,
      canContinue: true,
    });
  });

  it('is set by the pages and true on the welcome page after a reset', () => {
    const s = wizardReducer({ page: 2, canContinue: false }, { type: 'setCanContinue', value: true });
    expect(s.canContinue).toBe(true);
    expect(wizardReducer({ page: 5, canContinue: false }, { type: 'reset' })).toEqual({ page: 1, canContinue: true });
  });

  it('jumps to a page (date route, event) with the flag off', () => {
    expect(wizardReducer({ page: 2, canContinue: true }, { type: 'goto', page: 3 })).toEqual({ page: 3, canContinue: false });
  });
});

describe('resuming after a reload', () => {
  const full = { date: '2026-11-24', hour: '20:00', name: 'A', email: 'a@b.fr', phone: '0612345678' };

  it('keeps a page whose earlier choices exist', () => {
    expect(resumablePage(6, full, withExperience)).toBe(6);
    expect(resumablePage('5', full, withExperience)).toBe(5);
  });

  it('falls back to the first page still to fill in', () => {
    expect(resumablePage(4, { ...full, hour: '' }, withExperience)).toBe(3);
    expect(resumablePage(6, { ...full, date: '' }, withExperience)).toBe(2);
    expect(resumablePage(6, { ...full, email: '' }, withExperience)).toBe(4);
  });

  it('never resumes on a hidden experience page or a bogus page', () => {
    expect(resumablePage(5, full, withoutExperience)).toBe(4);
    expect(resumablePage(9, full, withExperience)).toBe(1);
    expect(resumablePage('x', full, withExperience)).toBe(1);
  });
});

describe('SMS confirmation code', () => {
  it('applies from the restaurant minimum when active', () => {
    const config = { confirm_booking_sms_is_active: true, min_tableware_confirm_booking: 6 };
    expect(smsCodeRequired(config, 5)).toBe(false);
    expect(smsCodeRequired(config, 6)).toBe(true);
    expect(smsCodeRequired({ ...config, confirm_booking_sms_is_active: false }, 8)).toBe(false);
  });
});

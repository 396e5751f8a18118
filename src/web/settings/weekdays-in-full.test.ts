import { describe, expect, it } from 'vitest';
import { weekdaysInFull } from './weekdays-in-full';

describe('the days of a rule, in full', () => {
  it('names one day, two days, or a span of three and more', () => {
    expect(weekdaysInFull([6])).toBe('le samedi');
    expect(weekdaysInFull([5, 6])).toBe('le vendredi et le samedi');
    expect(weekdaysInFull([2, 3, 4, 5, 6, 7])).toBe('du mardi au dimanche');
    expect(weekdaysInFull([1, 2, 3, 4, 5])).toBe('du lundi au vendredi');
  });

  it('lists separate days and spans in the week’s order, whatever order they were ticked in', () => {
    expect(weekdaysInFull([5, 1, 3])).toBe('le lundi, le mercredi et le vendredi');
    expect(weekdaysInFull([2, 3, 4, 6])).toBe('du mardi au jeudi et le samedi');
  });

  it('keeps a span over the weekend in one piece', () => {
    expect(weekdaysInFull([1, 6, 7])).toBe('du samedi au lundi');
    expect(weekdaysInFull([1, 2, 3, 5, 6, 7, 6])).toBe('du vendredi au mercredi');
    expect(weekdaysInFull([1, 4, 7])).toBe('le jeudi, le dimanche et le lundi');
  });

  it('says every day for none or all seven', () => {
    expect(weekdaysInFull([])).toBe('tous les jours');
    expect(weekdaysInFull([1, 2, 3, 4, 5, 6, 7])).toBe('tous les jours');
  });
});

// Custom questions (spec section 5): a required question left empty blocks the next button.

import type { Question, QuestionAnswer } from './types';

export function missingRequiredAnswers(questions: readonly Question[], answers: readonly QuestionAnswer[]): Question[] {
  return questions.filter((q) => q.required && !answers.some((a) => a.id === q.id && a.answer.trim() !== ''));
}

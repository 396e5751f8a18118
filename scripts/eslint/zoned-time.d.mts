import type { ESLint, Rule } from 'eslint';

export const noLocalTime: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;

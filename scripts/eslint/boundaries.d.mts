import type { ESLint, Rule } from 'eslint';

export const webLayers: Rule.RuleModule;
export const moduleBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;

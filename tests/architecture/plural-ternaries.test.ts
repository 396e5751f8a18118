// A count's words come from `plural` (src/domain/plurals.ts), by the language's plural rules,
// never from a comparison with 1: `n > 1 ? 's' : ''` is French's rule written again, and wrong in
// English, Spanish, German and Italian for 0. Read from the sources (syntax only): no text of the
// product is chosen by a ternary whose test compares something with 1 (or with 2 as `< 2`, `>= 2`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
]);

const bare = (e: ts.Expression): ts.Expression => (ts.isParenthesizedExpression(e) ? bare(e.expression) : e);
const isNumber = (e: ts.Expression, value: number) => ts.isNumericLiteral(bare(e)) && Number((bare(e) as ts.NumericLiteral).text) === value;
const isText = (e: ts.Expression) => ts.isStringLiteral(bare(e)) || ts.isNoSubstitutionTemplateLiteral(bare(e)) || ts.isTemplateExpression(bare(e));

/** `n > 1`, `1 === n`, `n < 2`, `2 <= n`…: a test that splits one from many. */
function splitsOneFromMany(test: ts.Expression): boolean {
  const e = bare(test);
  if (!ts.isBinaryExpression(e) || !COMPARISONS.has(e.operatorToken.kind)) return false;
  if (isNumber(e.left, 1) || isNumber(e.right, 1)) return true;
  const op = e.operatorToken.kind;
  const { LessThanToken: lt, GreaterThanEqualsToken: ge, GreaterThanToken: gt, LessThanEqualsToken: le } = ts.SyntaxKind;
  return (isNumber(e.right, 2) && (op === lt || op === ge)) || (isNumber(e.left, 2) && (op === gt || op === le));
}

/** Each plural ternary of a file: its line and its text. */
function pluralTernaries(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node) && splitsOneFromMany(node.condition) && (isText(node.whenTrue) || isText(node.whenFalse))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${path.relative(ROOT, file)}:${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('plural ternaries', () => {
  it.each([
    ["a suffix after '> 1'", "export const f = (n: number) => `${n} table${n > 1 ? 's' : ''}`;"],
    ["a sentence after '=== 1'", "export const f = (n: number) => (n === 1 ? 'une minute' : `${n} minutes`);"],
    ["'!== 1' in parentheses", "export const f = (n: number) => `${n} ${(n !== 1) ? 'people' : 'person'}`;"],
    ["a count on the right, '1 < n'", "export const f = (n: number) => `${n} ${1 < n ? 'Personen' : 'Person'}`;"],
    ["'< 2'", "export const f = (n: number) => (n < 2 ? 'persona' : 'persone');"],
    ["'>= 2' on a converted parameter", "export const f = (p: { covers: string }) => (Number(p.covers) >= 2 ? 'persone' : 'persona');"],
  ])('are found: %s', (_name, code) => {
    expect(pluralTernaries('planted.ts', code)).toHaveLength(1);
  });

  it.each([
    ['a count written through plural', "export const f = (n: number) => plural('fr', n, { one: '# table', other: '# tables' });"],
    ['a test against 0', "export const f = (n: number) => (n === 0 ? 'Salle' : `Salle ${n + 1}`);"],
    ['a comparison with 1 choosing no text', 'export const f = (xs: string[]) => (xs.length === 1 ? xs[0] : null);'],
    ['a size test', "export const f = (covers: number) => (covers <= 2 ? 'round' : 'rectangle');"],
  ])('leave alone %s', (_name, code) => {
    expect(pluralTernaries('planted.ts', code)).toEqual([]);
  });

  it('choose no text of the product', () => {
    const files = sourceFiles(path.join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => pluralTernaries(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});

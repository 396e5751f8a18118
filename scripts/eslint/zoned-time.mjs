// One clock for zoned time. Every wall-clock date and time the product shows or computes is in a
// named zone (the restaurant's, or UTC for pure calendar arithmetic), through src/domain/dates.ts.
// A `Date` read or built in the process's own zone (getHours, new Date(y, m, d), a zone-less
// "2026-11-21T10:00" string, an Intl formatter without `timeZone`) gives one answer on a server in
// Paris and another in Auckland. Refusing those here is what lets the test suite run its second time
// zone on the rules and a focused set of integration files instead of on everything: a code path
// that cannot see the process's zone cannot depend on it.
import ts from 'typescript';

/** Methods of Date that read or write the fields in the process's zone. */
const LOCAL_METHODS = new Set([
  'getFullYear',
  'getYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getTimezoneOffset',
  'setFullYear',
  'setYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'setSeconds',
  'setMilliseconds',
  'toDateString',
  'toTimeString',
  'toString',
]);
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

/** A string that `Date` reads the same in every zone: with its offset, or a bare date (read as UTC). */
const ZONE_PROOF_LITERAL = /(?:Z|[+-]\d{2}:?\d{2})$|^\d{4}-\d{2}-\d{2}$/i;

function typesOf(type) {
  return type.isUnion() ? type.types : [type];
}

/** Whether the options argument names a time zone (an object literal, or a choice between such). */
function namesTimeZone(node) {
  if (!node) return false;
  if (node.type === 'ConditionalExpression') return namesTimeZone(node.consequent) && namesTimeZone(node.alternate);
  if (node.type !== 'ObjectExpression') return false;
  return node.properties.some(
    (p) => p.type === 'Property' && ((p.key.type === 'Identifier' && p.key.name === 'timeZone') || (p.key.type === 'Literal' && p.key.value === 'timeZone')),
  );
}

const isIntlDateTimeFormat = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'Identifier' &&
  callee.object.name === 'Intl' &&
  callee.property.type === 'Identifier' &&
  callee.property.name === 'DateTimeFormat';

export const noLocalTime = {
  meta: {
    type: 'problem',
    docs: { description: "No date or time in the process's or device's own zone: zoned time goes through src/domain/dates.ts." },
    schema: [],
    messages: {
      localMethod: "'{{name}}' reads the process's own time zone: use zonedNow / todayIn (src/domain/dates.ts) with the restaurant's zone, or the UTC method.",
      localFields: "new Date(year, month, …) builds a time in the process's own zone: use Date.UTC, or instantAtWallClock with a named zone.",
      zonelessLiteral: "This string has no offset: Date reads it in the process's own zone. Add 'Z' or the offset.",
      stringParse: "A string read by Date without a visible offset is read in the process's own zone: use parseInstant (src/domain/dates.ts).",
      formatterZone: 'Name the time zone (`timeZone`) of every date formatter: without it the process or the device decides.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    const isDate = (node) => typesOf(typeOf(node)).some((t) => t.getSymbol()?.getName() === 'Date');
    const isString = (node) => typesOf(typeOf(node)).some((t) => (t.flags & ts.TypeFlags.StringLike) !== 0);

    const checkParsed = (node, arg) => {
      if (!arg) return;
      if (arg.type === 'Literal' && typeof arg.value === 'string') {
        if (!ZONE_PROOF_LITERAL.test(arg.value)) context.report({ node, messageId: 'zonelessLiteral' });
      } else if (arg.type === 'TemplateLiteral' || isString(arg)) {
        context.report({ node, messageId: 'stringParse' });
      }
    };

    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date') {
          if (node.arguments.length >= 2) context.report({ node, messageId: 'localFields' });
          else checkParsed(node, node.arguments[0]);
        } else if (isIntlDateTimeFormat(node.callee) && !namesTimeZone(node.arguments[1])) {
          context.report({ node, messageId: 'formatterZone' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (isIntlDateTimeFormat(callee)) {
          if (!namesTimeZone(node.arguments[1])) context.report({ node, messageId: 'formatterZone' });
          return;
        }
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (callee.object.type === 'Identifier' && callee.object.name === 'Date' && name === 'parse') {
          checkParsed(node, node.arguments[0]);
        } else if (LOCAL_METHODS.has(name) && isDate(callee.object)) {
          context.report({ node, messageId: 'localMethod', data: { name } });
        } else if (LOCALE_METHODS.has(name) && isDate(callee.object) && !namesTimeZone(node.arguments[1])) {
          context.report({ node, messageId: 'formatterZone' });
        }
      },
    };
  },
};

export default { rules: { 'no-local-time': noLocalTime } };

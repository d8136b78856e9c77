import type { NodePath, PluginObj, types as t } from '@babel/core';

/**
 * Marks each call that builds a zod schema (`z.object(...)`, `z.number().int()`, the calls in
 * their arguments) as pure, so the bundler leaves out a schema no screen uses. contract/ is
 * shared with the server: a screen that imports one constant of a contract module otherwise
 * builds every schema of it when the module loads, tens of milliseconds on a phone.
 *
 * Only calls on the `z` imported from 'zod' in the module itself: a bundler rule by name
 * (`treeshake.manualPureFunctions: ['z']`) also struck minified libraries' own functions named z
 * (the VIN scanner's decoder stopped finding barcodes). A chain that parses, or touches zod's
 * global config or registries, keeps its effect.
 */
const EFFECTFUL = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode', 'safeDecode', 'safeEncode', 'decodeAsync', 'encodeAsync', 'register', 'meta', 'config']);

function chainRoot(node: t.Expression | t.V8IntrinsicIdentifier, seen: string[]): t.Node {
  let current: t.Node = node;
  for (;;) {
    if (current.type === 'MemberExpression') {
      if (current.property.type === 'Identifier') seen.push(current.property.name);
      current = current.object;
    } else if (current.type === 'CallExpression') current = current.callee;
    else return current;
  }
}

/** A call that goes on in a chain (`z.number()` of `z.number().int()`): the chain's last call decides. */
function isInnerLink(path: NodePath<t.CallExpression>): boolean {
  const member = path.parentPath;
  return member?.node.type === 'MemberExpression' && member.node.object === path.node && member.parentPath?.node.type === 'CallExpression' && member.parentPath.node.callee === member.node;
}

function isZodImport(path: NodePath<t.CallExpression>, name: string): boolean {
  const binding = path.scope.getBinding(name);
  const declaration = binding?.path.parentPath?.node;
  return binding?.kind === 'module' && declaration?.type === 'ImportDeclaration' && /^zod(\/|$)/.test(declaration.source.value);
}

export default function pureZodBuilders(): PluginObj {
  return {
    name: 'pure-zod-builders',
    visitor: {
      CallExpression(path) {
        if (isInnerLink(path)) return;
        const methods: string[] = [];
        const root = chainRoot(path.node.callee, methods);
        if (root.type !== 'Identifier' || methods.some((method) => EFFECTFUL.has(method)) || !isZodImport(path, root.name)) return;
        if (path.node.leadingComments?.some((comment) => comment.value.includes('__PURE__'))) return;
        path.addComment('leading', '#__PURE__');
      },
    },
  };
}

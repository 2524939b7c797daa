// The staff dashboard's folders, as an ESLint rule. apps/admin/src is app → shared → event → pages:
// a layer imports only the layers before it, and a page folder imports no other page folder (what
// two pages need goes to shared/ or event/). The root (main.tsx, App.tsx) wires the pages into
// routes and imports anything; generated/ (codegen's typed documents) is open to all.
import fs from 'node:fs';
import path from 'node:path';

const LAYERS = ['app', 'shared', 'event'];
const OPEN = ['generated'];

/** The top folder of a path under apps/admin/src ('' for the root files), or null outside it. */
function folderOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  // `'../decklists'` names a folder (its index.ts); `'./App'` a root file.
  return parts.length > 1 || fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ? parts[0] : '';
}

/** 0, 1, 2 for app, shared, event; 3 for every page folder. */
const rank = (folder) => (LAYERS.includes(folder) ? LAYERS.indexOf(folder) : LAYERS.length);

export default {
  rules: {
    'admin-folders': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'], additionalProperties: false }],
        messages: {
          layer: '{{from}}/ does not import {{to}}/ (order: app → shared → event → pages). Move what both need down a layer.',
          page: 'The {{from}} page does not import the {{to}} page. Move what both need to shared/ (or event/ if it needs the event shell).',
          root: 'Only main.tsx and App.tsx sit at the root; {{from}}/ does not import them.',
        },
      },
      create(context) {
        const file = context.filename;
        const srcRoot = context.options[0].srcRoot;
        const from = folderOf(file, srcRoot);
        if (from === null || from === '' || OPEN.includes(from)) return {};

        function check(node, spec) {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = folderOf(path.resolve(path.dirname(file), spec), srcRoot);
          if (to === null || to === from || OPEN.includes(to)) return;
          if (to === '') context.report({ node, messageId: 'root', data: { from } });
          else if (rank(to) > rank(from)) context.report({ node, messageId: 'layer', data: { from, to } });
          else if (rank(to) === LAYERS.length) context.report({ node, messageId: 'page', data: { from, to } });
        }

        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

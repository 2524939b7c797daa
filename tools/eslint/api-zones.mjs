// The API's zones, as an ESLint rule. apps/api/src is platform → core → judging → ops → app:
// a zone imports only the zones before it (app imports every zone), code outside a feature folder
// imports only its index.ts (its public face), and repositories stay inside their folder.
// Tests (*.spec.ts, apps/api/testing) reach inside features through Nest's container, and are exempt.
import path from 'node:path';

const ZONES = ['platform', 'core', 'judging', 'ops', 'app'];
/** What each zone may import besides itself. */
const MAY_IMPORT = {
  platform: [],
  core: ['platform'],
  judging: ['platform', 'core'],
  ops: ['platform', 'core', 'judging'],
  app: ['platform', 'core', 'judging', 'ops'],
};

/** `{ zone, feature, rest }` of a path under apps/api/src, or null outside it. */
function placeOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [zone, feature, ...rest] = rel.split(path.sep);
  if (!ZONES.includes(zone)) return { zone, feature: null, rest: [] };
  if (zone === 'app') return { zone, feature: 'app', rest: [feature, ...rest].filter(Boolean) };
  return { zone, feature, rest };
}

const isTest = (file) => /\.spec\.ts$/.test(file) || file.split(path.sep).includes('testing');
const isRepository = (file) => /\.repository(\.ts)?$/.test(file);

export default {
  rules: {
    'api-zones': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'], additionalProperties: false }],
        messages: {
          zone: 'The {{from}} zone does not import the {{to}} zone (order: platform → core → judging → ops → app). Invert the call: {{to}} registers with {{from}}.',
          face: "Import '{{feature}}' through its public face ('{{face}}'), not '{{spec}}'.",
          ownFace: "Inside '{{feature}}', import the file itself, not the folder's index.",
          repository:
            "A repository stays inside its folder: call the feature's service or step, or export the repository's types only ('export type').",
        },
      },
      create(context) {
        const file = context.filename;
        const srcRoot = context.options[0].srcRoot;
        const from = placeOf(file, srcRoot);
        if (!from || isTest(file)) return {};
        const isIndex = path.basename(file) === 'index.ts';

        function check(node, spec, isTypeOnly) {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const targetPath = path.resolve(path.dirname(file), spec);
          const to = placeOf(targetPath, srcRoot);
          if (!to || !ZONES.includes(to.zone)) return;
          if (to.zone === from.zone && to.feature === from.feature) {
            if (to.rest.length === 0 || (to.rest.length === 1 && to.rest[0] === 'index')) {
              context.report({ node, messageId: 'ownFace', data: { feature: from.feature } });
            }
            if (isIndex && isRepository(targetPath) && !isTypeOnly) context.report({ node, messageId: 'repository' });
            return;
          }
          if (to.zone !== from.zone && !MAY_IMPORT[from.zone].includes(to.zone)) {
            context.report({ node, messageId: 'zone', data: { from: from.zone, to: to.zone } });
          }
          const throughFace = to.rest.length === 0 || (to.rest.length === 1 && to.rest[0] === 'index');
          if (!throughFace) {
            const face = path.relative(path.dirname(file), path.join(srcRoot, to.zone, to.feature));
            context.report({
              node,
              messageId: isRepository(targetPath) ? 'repository' : 'face',
              data: { feature: `${to.zone}/${to.feature}`, face, spec },
            });
          }
        }

        const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
        return {
          ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
          ExportAllDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
        };
      },
    },
  },
};

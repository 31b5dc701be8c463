/**
 * The shop's attack surface, read from the source: every action registered in src/actions/index.ts and every
 * page or endpoint under src/pages. The security tests iterate over these lists, so a new action or route
 * that nobody has described to them fails the suite instead of going untested.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../../..');
const ACTIONS_DIR = join(ROOT, 'src/actions');
const PAGES_DIR = join(ROOT, 'src/pages');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The property names of an object literal, following `...spread` of other objects in the same file. */
function objectKeys(literal: ts.ObjectLiteralExpression, constants: Map<string, ts.Expression>): string[] {
  const keys: string[] = [];
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const target = constants.get(property.expression.text);
      if (target && ts.isObjectLiteralExpression(target)) keys.push(...objectKeys(target, constants));
    } else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      keys.push(property.name.text);
    }
  }
  return keys;
}

function topLevelConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.name.text, declaration.initializer);
    }
  }
  return constants;
}

/** Every action as "group.name", exactly as Astro serves it at /_actions/group.name. */
export function discoverActions(): string[] {
  const index = parse(join(ACTIONS_DIR, 'index.ts'));
  const imports = new Map<string, string>();
  for (const statement of index.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = resolve(ACTIONS_DIR, `${statement.moduleSpecifier.text}.ts`);
    for (const element of statement.importClause?.namedBindings &&
    ts.isNamedImports(statement.importClause.namedBindings)
      ? statement.importClause.namedBindings.elements
      : []) {
      imports.set(element.name.text, from);
    }
  }
  const server = topLevelConstants(index).get('server');
  if (!server || !ts.isObjectLiteralExpression(server))
    throw new Error('src/actions/index.ts must export `server` as an object literal');

  const actions: string[] = [];
  for (const property of server.properties) {
    const group = ts.isShorthandPropertyAssignment(property)
      ? property.name.text
      : ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)
        ? property.name.text
        : null;
    if (!group) throw new Error(`Unreadable entry in src/actions/index.ts: ${property.getText(index)}`);
    const local =
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer) ? property.initializer.text : group;
    const file = imports.get(local);
    if (!file) throw new Error(`Action group ${group} is not imported from a file of src/actions`);
    const constants = topLevelConstants(parse(file));
    const literal = constants.get(local);
    if (!literal || !ts.isObjectLiteralExpression(literal))
      throw new Error(`${relative(ROOT, file)} must export ${local} as an object literal`);
    for (const name of objectKeys(literal, constants)) actions.push(`${group}.${name}`);
  }
  return actions.sort();
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every route pattern under src/pages, e.g. "/seller/products/[id]/edit" or "/media/[...key]". */
export function discoverRoutes(): string[] {
  return walk(PAGES_DIR)
    .filter((file) => /\.(astro|ts|md)$/.test(file))
    .map((file) => {
      const path = relative(PAGES_DIR, file).replace(/\.(astro|ts|md)$/, '');
      const route = `/${path}`.replace(/\/index$/, '') || '/';
      return route === '' ? '/' : route;
    })
    .filter((route) => !/^\/(404|500)$/.test(route))
    .sort();
}

/** Routes only a merchant or the administrator may open (the public store page /seller/[sellerId] is not one). */
export function isPrivilegedRoute(route: string): boolean {
  if (route === '/seller/[sellerId]') return false;
  return (
    route === '/seller-dashboard' ||
    route.startsWith('/seller/') ||
    route.startsWith('/seller-dashboard/') ||
    route.startsWith('/admin/')
  );
}

export { ROOT };

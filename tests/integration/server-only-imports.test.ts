import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * A route's component also runs in the browser, where Remix replaces every `*.server` module with
 * an empty one: a value imported from one is `undefined` there. Used only in a loader or action it
 * is fine; used in the component, the page works without JavaScript and breaks once it hydrates
 * (a list's select that throws, a count that reads NaN). This finds every such use.
 */
const ROUTES = path.resolve("app/routes");

function serverValuesUsedInComponents(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const serverNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/\.server$/.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if (!element.isTypeOnly) serverNames.add(element.name.text);
  }
  if (serverNames.size === 0) return [];
  const found = new Set<string>();
  const isInType = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) if (ts.isTypeNode(at)) return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isIdentifier(node) &&
      serverNames.has(node.text) &&
      !isInType(node) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !(ts.isPropertyAssignment(node.parent) && node.parent.name === node) &&
      !(ts.isBindingElement(node.parent) && node.parent.propertyName === node)
    )
      found.add(node.text);
    ts.forEachChild(node, visit);
  };
  // The browser runs the default export (the component) and what it calls: every statement in
  // the file but the loader, action and headers, and the helpers only they use.
  const statements = source.statements.filter((statement) => !ts.isImportDeclaration(statement));
  const nameOf = (statement: ts.Statement) =>
    ts.isFunctionDeclaration(statement) && statement.name
      ? statement.name.text
      : ts.isVariableStatement(statement)
        ? (statement.declarationList.declarations[0]?.name.getText(source) ?? "")
        : "";
  const mentions = (statement: ts.Statement, name: string) => {
    let seen = false;
    const look = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text === name && node !== (statement as { name?: ts.Node }).name) seen = true;
      if (!seen) ts.forEachChild(node, look);
    };
    ts.forEachChild(statement, look);
    return seen;
  };
  const serverOnly = new Set(["loader", "action", "headers"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const statement of statements) {
      const name = nameOf(statement);
      if (
        !name ||
        serverOnly.has(name) ||
        (ts.canHaveModifiers(statement) &&
          ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))
      )
        continue;
      const users = statements.filter((other) => other !== statement && mentions(other, name));
      if (users.length > 0 && users.every((other) => serverOnly.has(nameOf(other)))) {
        serverOnly.add(name);
        grew = true;
      }
    }
  }
  for (const statement of statements) if (!serverOnly.has(nameOf(statement))) visit(statement);
  return [...found];
}

describe("route modules in the browser", () => {
  it("use no value from a .server module outside their loader and action", () => {
    const misuses = fs
      .readdirSync(ROUTES)
      .filter((name) => /\.tsx?$/.test(name))
      .flatMap((name) => serverValuesUsedInComponents(path.join(ROUTES, name)).map((value) => `${name}: ${value}`));
    expect(misuses).toEqual([]);
  });
});

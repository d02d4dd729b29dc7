// ESLint rule: a 'use client' module (one that ships to the browser) must not reach server code,
// directly or through the modules it imports. Server code is a module under SERVER_PATHS, a
// package of SERVER_PACKAGES, a Node built-in, or any module of ours that imports one of those.
// Type-only imports are erased by TypeScript and never count. The chain is part of the message,
// so that the import to move is plain: `components/x.tsx → lib/cart/cart.ts → lib/db.ts`.
import fs from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Our modules that are server code whatever they import: the database, the cache handler, mail, secrets, seeding. */
const SERVER_PATHS = [
  "lib/db.ts",
  "lib/db/",
  "lib/generated/prisma/client.ts",
  "lib/cache/",
  "lib/mail/",
  "lib/seed/",
  "lib/auth/secret.ts",
  "lib/shutdown.mjs",
];

/** Packages that only run on the server (next-auth's browser half is `next-auth/react`). */
const SERVER_PACKAGES = [
  "@electric-sql/pglite",
  "@prisma/adapter-pg",
  "@prisma/client",
  "@redis/client",
  "cloudinary",
  "next-auth",
  "next/cache",
  "next/headers",
  "nodemailer",
  "pg",
  "pglite-prisma-adapter",
  "server-only",
  "sharp",
];

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function isServerPackage(specifier) {
  if (specifier.startsWith("node:") || isBuiltin(specifier)) return true;
  if (specifier === "next-auth/react") return false;
  return SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

function resolveOurs(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The modules a file loads at run time: static imports and re-exports that are not type-only, and import(). */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !typeOnlyImport(node.importClause)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function typeOnlyImport(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

const relative = (file) => path.relative(ROOT, file);

// Each module is read once per change (an editor keeps the rule loaded between runs); the
// answer is the chain to server code, or null.
const chains = new Map();

function serverChain(file) {
  return search(file, new Set()).chain;
}

/** The chain from `file` to server code, or null; `cut` when an import cycle was cut below it. */
function search(file, visiting) {
  const modified = fs.statSync(file).mtimeMs;
  const known = chains.get(file);
  if (known && known.modified === modified) return { chain: known.chain, cut: false };
  const name = relative(file);
  if (SERVER_PATHS.some((p) => (p.endsWith("/") ? name.startsWith(p) : name === p))) return { chain: remember(file, modified, [name]), cut: false };
  // An import cycle: the modules on it are judged by their other imports, and a "no" found
  // while the cycle was cut is not remembered (the module where it started decides).
  if (visiting.has(file)) return { chain: null, cut: true };
  visiting.add(file);
  let chain = null;
  let cut = false;
  for (const specifier of runtimeImports(file)) {
    if (isServerPackage(specifier)) chain = [name, specifier];
    else {
      const target = resolveOurs(specifier, file);
      const further = target ? search(target, visiting) : { chain: null, cut: false };
      cut ||= further.cut;
      if (further.chain) chain = [name, ...further.chain];
    }
    if (chain) break;
  }
  visiting.delete(file);
  if (chain || !cut || visiting.size === 0) remember(file, modified, chain);
  return { chain, cut: chain ? false : cut };
}

function remember(file, modified, chain) {
  chains.set(file, { modified, chain });
  return chain;
}

function isClientModule(program) {
  const first = program.body[0];
  return first?.type === "ExpressionStatement" && first.directive === "use client";
}

export default {
  meta: {
    type: "problem",
    docs: { description: "A 'use client' module must not import server code, directly or through other modules" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, specifier, typeOnly) => {
      if (typeOnly || typeof specifier !== "string") return;
      if (isServerPackage(specifier)) {
        context.report({ node, message: `A 'use client' module imports server code: ${specifier}.` });
        return;
      }
      const target = resolveOurs(specifier, file);
      const chain = target ? serverChain(target) : null;
      if (chain) context.report({ node, message: `A 'use client' module imports server code: ${[relative(file), ...chain].join(" → ")}.` });
    };
    let client = false;
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration(node) {
        if (!client) return;
        const typeOnly = node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (client && node.source) check(node, node.source.value, node.exportKind === "type");
      },
      ExportAllDeclaration(node) {
        if (client) check(node, node.source.value, node.exportKind === "type");
      },
      ImportExpression(node) {
        if (client && node.source.type === "Literal") check(node, node.source.value, false);
      },
    };
  },
};

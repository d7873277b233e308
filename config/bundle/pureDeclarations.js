// A webpack loader for the contract's modules (src/contract/*.ts): each marks every call that builds a top-level
// declaration (io-ts codecs, endpoints) as pure, so a bundle keeps only the codecs and endpoints it uses. Without it
// a page that reads one codec of a module carries all of them (the guest's express ID page carried every billing
// and profile endpoint). Calls inside functions are left alone: they run later, and their effects count.
const ts = require('typescript');

const pure = '/*#__PURE__*/ ';

/** The start of every call or `new` run while a top-level declaration is built. */
function declarationCalls(file) {
  const starts = new Set();
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  return [...starts].sort((a, b) => b - a);
}

/** @param {string} source */
function annotatePureDeclarations(source, fileName = 'module.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return declarationCalls(file).reduce((text, start) => text.slice(0, start) + pure + text.slice(start), source);
}

module.exports = function pureDeclarations(source) {
  return annotatePureDeclarations(source, this.resourcePath);
};
module.exports.annotatePureDeclarations = annotatePureDeclarations;

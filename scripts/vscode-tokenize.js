// vscode-tokenize.js: tokenizes files with VS Code's own TextMate engine
// (npm packages vscode-textmate and vscode-oniguruma, found through
// NODE_PATH) and writes "file<TAB>line<TAB>start<TAB>end<TAB>scope" per
// token, so that scripts/test-editors.py can check that VS Code classifies
// the corpus as the grammar's Python run does.
// Usage: node vscode-tokenize.js GRAMMAR.json OUT.tsv FILE...
'use strict';
const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const [grammarPath, outPath, ...files] = process.argv.slice(2);
const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm')).buffer;
const onigLib = oniguruma.loadWASM(wasm).then(() => ({
  createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
  createOnigString: (s) => new oniguruma.OnigString(s),
}));
const registry = new vsctm.Registry({
  onigLib,
  loadGrammar: async (scope) =>
    scope === 'source.pir' ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath) : null,
});
registry.loadGrammar('source.pir').then((grammar) => {
  const out = [];
  for (const file of files) {
    let state = vsctm.INITIAL;
    fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      const r = grammar.tokenizeLine(line, state);
      for (const t of r.tokens)
        out.push([file, i + 1, t.startIndex, t.endIndex, t.scopes[t.scopes.length - 1]].join('\t'));
      state = r.ruleStack;
    });
  }
  fs.writeFileSync(outPath, out.join('\n') + '\n');
});

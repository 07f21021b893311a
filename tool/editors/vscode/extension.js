// extension.js: the VS Code client of pir-lsp-server (docs/lsp.md, "VS Code").
// It starts the server for .pir files with the settings `pir.server.path`,
// `pir.server.args` and `pir.initializationOptions` (package.json), through
// the npm package vscode-languageclient (`npm install` in this folder).
// Without that package the extension still gives syntax colours.
"use strict";
const vscode = require("vscode");

let client;

function activate(context) {
  let lc;
  try {
    lc = require("vscode-languageclient/node");
  } catch (e) {
    vscode.window.showWarningMessage(
      "PIR: syntax colours only; run `npm install` in the extension's folder for pir-lsp-server (vscode-languageclient).");
    return;
  }
  const cfg = vscode.workspace.getConfiguration("pir");
  const server = {
    command: cfg.get("server.path", "pir-lsp-server"),
    args: cfg.get("server.args", []),
    transport: lc.TransportKind.stdio,
  };
  client = new lc.LanguageClient("pir-lsp-server", "PIR language server", server, {
    documentSelector: [{ scheme: "file", language: "pir" }, { scheme: "untitled", language: "pir" }],
    initializationOptions: cfg.get("initializationOptions", {}),
    synchronize: { configurationSection: "pir" },
  });
  const started = client.start();
  if (started && typeof started.then !== "function")
    context.subscriptions.push(started); // vscode-languageclient 7 returns a Disposable
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

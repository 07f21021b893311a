-- pir-lsp.lua: Neovim's built-in LSP client for .pir files with
-- pir-lsp-server (docs/lsp.md, "Neovim"). Neovim 0.7 or later: put this in
-- your init.lua (or `dofile` it from there; `make install` puts it in
-- share/pir/editors/). Edit `cmd` and `init_options` to taste.
vim.cmd([[autocmd BufNewFile,BufRead *.pir setfiletype pir]])
vim.api.nvim_create_autocmd("FileType", {
  pattern = "pir",
  callback = function(args)
    local root = vim.fs and vim.fs.dirname(vim.fs.find({ ".git" }, { upward = true, path = vim.fn.expand("%:p:h") })[1])
    local id = vim.lsp.start_client({
      name = "pir-lsp-server",
      cmd = { "pir-lsp-server" },
      root_dir = root or vim.fn.getcwd(),
      -- The fields of docs/lsp.md, "Configuration":
      init_options = {
        splitInputFile = "auto",      -- true, false, "auto" or a marker of your own
        dialects = {},                -- --dialect YAML files, relative to root_dir
        allowUnregisteredDialect = false,
        allowUndefinedValues = false,
      },
      -- The usual mappings: gd definition, gr references, K hover, <C-x><C-o> completion.
      on_attach = function(_, buf)
        local o = { buffer = buf }
        vim.keymap.set("n", "gd", vim.lsp.buf.definition, o)
        vim.keymap.set("n", "gr", vim.lsp.buf.references, o)
        vim.keymap.set("n", "K", vim.lsp.buf.hover, o)
        vim.bo[buf].omnifunc = "v:lua.vim.lsp.omnifunc"
      end,
    })
    if id then vim.lsp.buf_attach_client(args.buf, id) end
  end,
})

-- nvim-init.lua: Neovim's own LSP client against pir-lsp-server, headless
-- (lit-tests/lsp/neovim.test). It opens PIR_FILE, waits for the first
-- diagnostics, breaks a line and waits for their error, mends it, jumps to
-- the definition of a value with vim.lsp.buf.definition(), asks for a hover,
-- and writes what it saw to PIR_OUT. Any failure is written there too.
local out = assert(io.open(os.getenv("PIR_OUT"), "w"))
local function say(s) out:write(s .. "\n"); out:flush() end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("PIR_FILE")))
  local buf = vim.api.nvim_get_current_buf()
  local published = 0
  local default = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(e, result, ctx, config)
    published = published + 1
    return default(e, result, ctx, config)
  end
  local id = vim.lsp.start_client({
    name = "pir-lsp-server",
    cmd = { os.getenv("PIR_LSP_SERVER") },
    root_dir = vim.fn.getcwd(),
    flags = { debounce_text_changes = 10 },
  })
  assert(id, "the client did not start")
  vim.lsp.buf_attach_client(buf, id)
  assert(vim.wait(10000, function() return published >= 1 end, 20), "no diagnostics on open")
  say("open: " .. #vim.diagnostic.get(buf) .. " diagnostics")

  -- A broken edit: the op name of the mean half-typed.
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local meanLine
  for i, l in ipairs(lines) do
    if l:find('"pd_op.mean"', 1, true) then meanLine = i end
  end
  vim.api.nvim_buf_set_lines(buf, meanLine - 1, meanLine, false,
    { (lines[meanLine]:gsub('"pd_op%.mean"', '"pd_op.mea"')) })
  assert(vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20), "no diagnostics after the edit")
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    say(string.format("broken: line %d col %d severity %d: %s", d.lnum + 1, d.col + 1, d.severity, d.message))
  end
  vim.api.nvim_buf_set_lines(buf, meanLine - 1, meanLine, false, { lines[meanLine] })
  assert(vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20), "the diagnostics stayed")
  say("mended: 0 diagnostics")

  -- Go to definition: from the %4 operand of pd_op.mean to the pd_op.if that defines it.
  local col = lines[meanLine]:find("(%4)", 1, true)
  vim.api.nvim_win_set_cursor(0, { meanLine, col })
  vim.lsp.buf.definition()
  assert(vim.wait(10000, function() return vim.api.nvim_win_get_cursor(0)[1] ~= meanLine end, 20), "no jump")
  local cur = vim.api.nvim_win_get_cursor(0)
  say(string.format("definition: line %d col %d: %s", cur[1], cur[2] + 1, vim.trim(vim.api.nvim_get_current_line())))

  local params = vim.lsp.util.make_position_params()
  local res = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 10000)
  for _, r in pairs(res or {}) do
    if r.result then say("hover: " .. r.result.contents.value:gsub("\n.*", "")) end
  end
  vim.lsp.stop_client(id)
end)
if not ok then say("FAILED: " .. tostring(err)) end
out:close()
vim.cmd("qall!")

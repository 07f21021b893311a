" Files ending in .pir are PaddlePaddle PIR text (syntax/pir.vim).
autocmd BufNewFile,BufRead *.pir setfiletype pir

" Vim syntax file for PaddlePaddle PIR text (.pir), as pir-opt reads and
" prints it (docs/text-format.md). Installed by `make install` under
" share/vim/vimfiles; tool/editors/pir.tmLanguage.json is the same grammar for
" TextMate-style editors, and scripts/test-editors.py checks that both give
" every character of the corpus the same class.
"
" When several items match at one position Vim takes the one defined last,
" so the items below are in increasing order of priority.

if exists("b:current_syntax")
  finish
endif

syn iskeyword @,48-57,_,192-255

syn match pirPunct      "[][{}(),:;=<>|^.`，。：；（）]"
syn match pirWord       "\v(\d)@!\k(\k|\@|[.-]\k@=)*"
syn match pirNumber     "\v[-+]?(0x\x+|(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|inf|nan)>"
syn match pirBoolean    "\v<(true|false)>"
syn match pirNull       "<#AttrNull>"
syn match pirAttrTag    "\v\((\h\w*\.)?\u\w*\)"
syn match pirType       "\v<(bf16|f16|f32|f64|f8E4M3FN|f8E5M2|i1|i8|i16|i32|i64|ui8|u8|c64|c128|index|none)>"
syn match pirType       "\v<(\h\w*\.)?vec>(\s*\[)@="
syn match pirType       "\v<(\h\w*\.)?\h\w*\<([^<>]|\<\<NULL TYPE\>\>)*\>"
syn match pirArrow      "->"
syn match pirLabel      "\^[A-Za-z0-9_.$-]\+"
syn match pirValue      "%[A-Za-z0-9_.$@-]\+"
" ProgramDesc-era names ('x@GRAD') in Paddle's logs.
syn match pirString     "\v'([^'\\]|\\.)*'"
" Standard escapes; else Paddle's 2023 rule, where only \" is an escape.
syn match pirString     ~\v"([^"\\]|\\.)*"(")@!|"(\\"|[^"]){-}"(")@!~
syn match pirAttrKey    ~\v"([^"\\]|\\.)*"(\s*:(:)@!)@=~
syn match pirAttrKey    "\v([%^.[:alnum:]_])@<!\h\w*(\.\w+)*(\s*:(:)@!)@="
syn match pirOpName     "\v<\h\w*\.\h\w*(\s*\()@="
syn match pirOpName     ~\v"\h\w*\.[A-Za-z0-9_.]+"(\s*\()@=~
syn match pirBanner     "===-*==="
syn match pirComment    "//.*$" contains=pirTodo
syn keyword pirTodo     contained TODO FIXME XXX NOTE

hi def link pirPunct    Delimiter
hi def link pirWord     Constant
hi def link pirNumber   Number
hi def link pirBoolean  Boolean
hi def link pirNull     Constant
hi def link pirAttrTag  StorageClass
hi def link pirType     Type
hi def link pirArrow    Operator
hi def link pirLabel    Label
hi def link pirValue    Identifier
hi def link pirString   String
hi def link pirAttrKey  Keyword
hi def link pirOpName   Function
hi def link pirBanner   Comment
hi def link pirComment  Comment
hi def link pirTodo     Todo

let b:current_syntax = "pir"

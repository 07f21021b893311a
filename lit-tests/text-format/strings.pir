// String attributes: the escapes of the canonical form, control bytes as
// \xHH, UTF-8 text kept, and Paddle's 2023 escaping (docs/text-format.md 1.1, 2.4).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | pir-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// The canonical escapes read and print as they are.
// CHECK-LABEL: "test.escapes"
// CHECK-SAME: {a:"q\"uote",b:"back\\slash",c:"new\nline",d:"t\tab",e:"c\rr",f:"",g:"\\\\"} : () ->
{
    () = "test.escapes" () {a:"q\"uote",b:"back\\slash",c:"new\nline",d:"t\tab",e:"c\rr",f:"",g:"\\\\"} : () ->
}

// -----
// \xHH reads any byte; other control bytes print as \xHH with lower-case
// digits; printable \xHH prints as the character.
// CHECK-LABEL: "test.hex"
// CHECK-SAME: {a:"\x01\x1f\x7f",b:"AB",c:"\n"} : () ->
{
    () = "test.hex" () {a:"\x01\x1F\x7f",b:"\x41\x42",c:"\x0a"} : () ->
}

// -----
// UTF-8 text is printed as it is; an unknown escape keeps its backslash.
// CHECK-LABEL: "test.utf8"
// CHECK-SAME: {a:"数据 — x²",b:"\\d+\\.\\w"} : () ->
{
    () = "test.utf8" () {a:"数据 — x²",b:"\d+\.\w"} : () ->
}

// -----
// Paddle's parser test data of 2023-09: only \" was an escape, so "\\"" is
// the two characters \" and prints as "\\\"". The other elements read the
// same under both rules.
// CHECK-LABEL: "test.paddle_2023_escaping"
// CHECK-SAME: {a:["\"","\\\"","\\\"","\t\n\r",""]} : () ->
{
    () = "test.paddle_2023_escaping" () {a:["\"","\\"","\\\"","\t\n\r",""]} : () ->
}

// -----
// A Python traceback as Paddle 2023 printed it (op_callstack).
// CHECK-LABEL: "test.callstack"
// CHECK-SAME: {op_callstack:["  File \"train.py\", line 225, in <module>","    attrs=kwargs.get(\"attrs\", None),"]} : () ->
{
    () = "test.callstack" () {op_callstack:["  File \"train.py\", line 225, in <module>","    attrs=kwargs.get(\"attrs\", None),"]} : () ->
}

// -----
// Keys may be strings; keys that are identifiers print bare.
// CHECK-LABEL: "test.string_keys"
// CHECK-SAME: {"":(Int32)0,"1st":(Int32)1,"a\"b":(Int32)2,plain:(Int32)3} : () ->
{
    () = "test.string_keys" () {"plain":3,"a\"b":2,"1st":1,"":0} : () ->
}

// -----
// (String) text of 2023-08 runs to the next delimiter.
// CHECK-LABEL: "test.string_prefix"
// CHECK-SAME: {a:"sdfgs.sdsd",b:"_jst.0.x.0",c:"a:b"} : () ->
{
    () = "test.string_prefix" () {a:(String)sdfgs.sdsd,b:(String)_jst.0.x.0,c:(String)a:b} : () ->
}

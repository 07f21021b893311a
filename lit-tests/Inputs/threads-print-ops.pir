    () = "test.types@" () {m:(Type)tensor<7x9xf64>,v:(Type)vec[f16,i8],s:"a\"bé"} : () ->
    () = "test.null" (<<NULL VALUE>>) {} : (<<NULL TYPE>>) ->
    (%r@) = "test.region" () {} : () -> tensor<3x@xi16> {
    ^bb0(%q: tensor<5xi32>):
        () = "test.br" () [^bb1] {} : () ->
    ^bb1:
        (%w) = "test.use" (%q) {t:(Type)tensor<@xbf16>} : (tensor<5xi32>) -> tensor<13xi8>
        () = "test.ret" (%w) {} : (tensor<13xi8>) ->
    }
    () = "test.sink" (%r@) {} : (tensor<3x@xi16>) ->

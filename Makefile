# Makefile for pir-opt: `make` builds build/pir-opt and build/libpir.a,
# `make check` runs the unit and lit tests, `make check-asan` runs them
# again under AddressSanitizer and UndefinedBehaviorSanitizer, `make run`
# runs pir-opt on a bundled example, `make bench` runs the benchmark.

CC ?= cc
BUILD ?= build
OPT ?= -O2
# Warnings are errors in our own builds (a git checkout: developers and CI),
# not in a user's or a distribution's build of a release tarball; WERROR=
# turns them off anywhere, WERROR=-Werror on.
WERROR ?= $(if $(wildcard .git),-Werror)
CFLAGS_BASE = -std=c11 -Wall -Wextra $(WERROR) -D_GNU_SOURCE -g -I. -DPIR_BUILDING_PIR
CFLAGS ?= $(OPT)
# CPPFLAGS and LDFLAGS are the user's (and dpkg-buildflags'), as make's conventions have them.
ALL_CFLAGS = $(CFLAGS_BASE) $(CPPFLAGS) $(CFLAGS) -MMD -MP
LDLIBS = -lyaml -ljansson -lyajl -lprotobuf-c -lm -pthread

# The library, folder by concern (README, "Layout"): the IR core, the text
# format, PIR JSON, system helpers; the dialects with their inference, hooks
# and the ProgramDesc translator; the passes and the backward family.
LIB_DIRS = lib lib/ir lib/text lib/json lib/sys dialects dialects/infer dialects/hooks dialects/programdesc passes passes/backward
LIB_SRCS = $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c))
TOOL_SRCS = $(wildcard tool/*.c)
TEST_SRCS = $(wildcard test/*.c)
DIALECT_YAML = $(sort $(wildcard dialects/*.yaml))

# The ProgramDesc protobuf schema, compiled to C by protoc-c at build time.
PROTO_OBJ = $(BUILD)/gen/programdesc.pb-c.o $(BUILD)/gen/op_compat_table.o
CORE_OBJS = $(filter-out $(BUILD)/dialects/builtin_tables.o,$(LIB_SRCS:%.c=$(BUILD)/%.o)) $(PROTO_OBJ)
LIB_OBJS = $(LIB_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/gen/dialect_tables.o $(PROTO_OBJ)
TOOL_OBJS = $(TOOL_SRCS:%.c=$(BUILD)/%.o)
TEST_OBJS = $(TEST_SRCS:%.c=$(BUILD)/%.o)
# pir-lsp-server, the language server (tool/lsp/, docs/lsp.md): linked
# against the static library, with the input splitter pir-opt shares.
LSP_SRCS = $(wildcard tool/lsp/*.c)
LSP_OBJS = $(LSP_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/tool/split_input.o
# pir-run, the small CPU executor the gradient tests use (docs/executor.md).
EXEC_SRCS = $(wildcard test/executor/*.c)
# (with pir-opt's --split-input-file splitter)
EXEC_OBJS = $(EXEC_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/tool/split_input.o

# Quiet build: rules print "  CC lib/x.o"; `make V=1` shows the commands.
V ?= 0
Q = $(if $(filter 1,$(V)),,@)
say = $(if $(filter 1,$(V)),,@printf '  %-4s %s\n' $(1) $(2))

# lit and FileCheck: LIT and LLVM_TOOLS_DIR if given, else lit on PATH, else
# Debian's llvm-14-tools (which installs neither on PATH).
LIT ?= $(or $(shell command -v lit 2>/dev/null),python3 /usr/lib/llvm-14/build/utils/lit/lit.py)
export LLVM_TOOLS_DIR
LITFLAGS ?= -sv

.PHONY: all check check-unit check-lit check-asan run bench bench-floors deps clean catalogue check-catalogue era-tests fuzz fuzz-build valgrind
.PHONY: check-gradients check-gradients-models

all: $(BUILD)/pir-opt $(BUILD)/libpir.a $(BUILD)/libpir-ir.a $(BUILD)/libpir-sys.a $(BUILD)/pir-run $(BUILD)/pir-lsp-server

$(BUILD)/libpir.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	$(call say,AR,$@)
	$(Q)rm -f $@
	$(Q)ar rcs $@ $^

# The IR core as an archive of its own, with the system helpers below it
# (lib/sys): scripts/check-layering.sh links a program against these two
# alone, so lib/ir can never need an upper layer (README, "Layout").
IR_OBJS = $(patsubst %.c,$(BUILD)/%.o,$(wildcard lib/ir/*.c))
SYS_OBJS = $(patsubst %.c,$(BUILD)/%.o,$(wildcard lib/sys/*.c))
$(BUILD)/libpir-ir.a: $(IR_OBJS)
	$(call say,AR,$@)
	$(Q)rm -f $@
	$(Q)ar rcs $@ $^

$(BUILD)/libpir-sys.a: $(SYS_OBJS)
	$(call say,AR,$@)
	$(Q)rm -f $@
	$(Q)ar rcs $@ $^

$(BUILD)/pir-opt: $(TOOL_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(TOOL_OBJS) $(BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/pir-lsp-server: $(LSP_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(LSP_OBJS) $(BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/pir-run: $(EXEC_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(EXEC_OBJS) $(BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(call say,CC,$<)
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The YAML op definitions are compiled to C tables at build time by a
# generator linked against the library itself (minus those tables).
$(BUILD)/gen-dialect-tables: $(BUILD)/dialects/gen/gen_tables.o $(CORE_OBJS)
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDFLAGS) $(LDLIBS)

$(BUILD)/gen/dialect_tables.c: $(BUILD)/gen-dialect-tables $(DIALECT_YAML)
	@mkdir -p $(@D)
	$(call say,GEN,$@)
	$(Q)$(BUILD)/gen-dialect-tables $(DIALECT_YAML) > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/dialect_tables.o: $(BUILD)/gen/dialect_tables.c
	$(call say,CC,$<)
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/gen/programdesc.pb-c.c: dialects/programdesc/programdesc.proto
	@mkdir -p $(@D)
	protoc-c --c_out=$(@D) -Idialects/programdesc $<

$(BUILD)/gen/programdesc.pb-c.h: $(BUILD)/gen/programdesc.pb-c.c

$(BUILD)/gen/programdesc.pb-c.o: $(BUILD)/gen/programdesc.pb-c.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Readers of the generated header find it in the build directory.
$(filter $(BUILD)/lib/% $(BUILD)/dialects/%,$(LIB_SRCS:%.c=$(BUILD)/%.o)): | $(BUILD)/gen/programdesc.pb-c.h
$(BUILD)/lib/%.o $(BUILD)/dialects/%.o: CFLAGS_BASE += -I$(BUILD)/gen

# Paddle's legacy -> PIR op name and argument table, embedded as text.
$(BUILD)/gen/op_compat_table.c: dialects/programdesc/op_compat.tsv scripts/embed-text.py
	@mkdir -p $(@D)
	python3 scripts/embed-text.py pirOpCompatTsv $< > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/op_compat_table.o: $(BUILD)/gen/op_compat_table.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/unit-tests: $(TEST_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(TEST_OBJS) $(BUILD)/libpir.a $(LDFLAGS) $(LDLIBS) -lcriterion

deps:
	@sh scripts/install-deps.sh

# dialects/pd_op.yaml is generated from Paddle's op tables (dialects/src/paddle/,
# extracted from Paddle's sources: its README) and dialects/src/pd_op_overlay.yaml;
# `make catalogue` regenerates it, and `make check` fails when the committed file is stale.
PADDLE_TABLES ?= dialects/src/paddle
catalogue:
	python3 scripts/gen-catalogue.py --tables $(PADDLE_TABLES) -o dialects/pd_op.yaml
	python3 scripts/gen-era-tests.py -o lit-tests/eras/generated.test

check-catalogue:
	python3 scripts/gen-catalogue.py --tables $(PADDLE_TABLES) --check dialects/pd_op.yaml
	@python3 scripts/gen-era-tests.py --check lit-tests/eras/generated.test

# The generated lit test of every era of every op (from dialects/pd_op.yaml).
era-tests:
	python3 scripts/gen-era-tests.py -o lit-tests/eras/generated.test

check: deps
	$(MAKE) check-catalogue
	$(MAKE) all $(BUILD)/unit-tests
	$(BUILD)/unit-tests --jobs 2
	PIR_OPT_BUILD=$(abspath $(BUILD)) $(LIT) $(LITFLAGS) lit-tests
	$(MAKE) check-python
	$(MAKE) check-packaging
	BUILD=$(BUILD) CC="$(CC)" LINK_FLAGS="$(CFLAGS_BASE) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS)" sh scripts/check-layering.sh
	BUILD=$(BUILD) sh scripts/check-exports.sh
	sh scripts/check-growth.sh

# Every program of the generated round-trip suite through append-backward
# (both stack forms, each with both forms of region grads, two seeds) and
# grad-check.py: a few minutes; then the shipped models.
check-gradients: all
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py lit-tests/roundtrip/Inputs/generated-suite.pir --seeds 1,2
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py lit-tests/roundtrip/Inputs/generated-suite.pir --seeds 1,2 --append-backward=design=1
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py lit-tests/roundtrip/Inputs/generated-suite.pir --seeds 1,2 --append-backward=region-grads=0
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py lit-tests/roundtrip/Inputs/generated-suite.pir --seeds 1,2 '--append-backward=design=1 region-grads=1'
	python3 scripts/gen-op-grad-sweep.py > $(BUILD)/op-sweep.pir
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py $(BUILD)/op-sweep.pir --seeds 1,4
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py $(BUILD)/op-sweep.pir --seeds 1,4 --append-backward=design=1
	PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/grad-check-suite.py $(BUILD)/op-sweep.pir --seeds 1,4 --append-backward=region-grads=0
	$(MAKE) check-gradients-models

# Issue 27 item 4: every shipped model's gradients against finite differences
# (docs/executor.md, "Models"): every parameter at once, in bands of
# balanced joint directions (--joint 2; a failing band's halves are checked
# instead, down to single inputs), and each zero gradient confirmed
# numerically. make check runs only the small models
# (lit-tests/gradients/models.test). YOLOv3 is checked at 64x64
# (--input-shape: its static 608x608 only pins the feed), the loss over its
# three heads; PP-OCRv3 at width 8; MobileNetV2, CRNN, PP-OCRv3 and the DB detector with
# batch_norm scales about 1 (random ones shrink their first layers'
# derivatives below what the differences resolve). HRNet with scales about
# 1 too, and steps from 1e-8 (its derivatives are large, and a step of 1e-6
# already crosses relu kinks in its 256x192 maps). PP-YOLOE+ at its static
# 640x640 (its reshapes' constants pin it), the loss over the boxes and
# scores multiclass_nms3 reads, inputs in +-0.05 so that its head does not
# saturate, and a ladder up to 1e-2 for its smallest band: 24 minutes, the
# longest line here. Not here: the ifelse program (no float output).
MODELS = lit-tests/Inputs/models
MGC = PIR_OPT_BUILD=$(abspath $(BUILD)) python3 scripts/model-grad-check.py
check-gradients-models: all
	$(MGC) $(MODELS)/01_BUG1989_mobilenetv2-cls-p2.0.2.pdmodel --size 32 --joint 2 --bn-scales
	$(MGC) $(MODELS)/03_faccy_crnn-rnn-ocr-rec-p2.1.2.pdmodel --size 32 --joint 2 --bn-scales
	$(MGC) $(MODELS)/04_Dong-keun_ppocrv3-rec-p2.5.1.pdmodel --size 8 --joint 2 --range=-0.4,0.4 --bn-scales
	$(MGC) $(MODELS)/09_enestydarealmc_db-ocr-det-p2.4.2.pdmodel --size 32 --joint 2 --bn-scales
	$(MGC) $(MODELS)/10_FZSWJLY_yolov3-det-p1.8.4.pdmodel --input-shape image=1x3x64x64 --output %858,%922,%986 --joint 2
	$(MGC) $(MODELS)/24_hoangphuc3117_ppocrv5-det-pir1.json --size 32 --joint 2
	$(MGC) $(MODELS)/26_hoangphuc3117_ocr-rec-pir1.json --size 32 --joint 2
	$(MGC) $(MODELS)/16_lllxxzzzzz_hrnet-seg-p2.6.0.pdmodel --joint 2 --bn-scales --step 1e-8 --ladder 12
	$(MGC) $(MODELS)/13_UESTC-REVERIE_ppyoloe-plus-det-p2.4.0.pdmodel --output %1276,%1261 --joint 2 --bn-scales --range=-0.05,0.05 --ladder 10

check-unit: $(BUILD)/unit-tests
	$(BUILD)/unit-tests --jobs 2

check-lit: all
	PIR_OPT_BUILD=$(abspath $(BUILD)) $(LIT) $(LITFLAGS) lit-tests

# Sanitizer build in its own directory; Criterion forks, so leak checks run per test.
# clang gets its own directory: `make check-asan CC=clang` (its UBSan checks more).
check-asan:
	$(MAKE) check BUILD=build/asan$(if $(findstring clang,$(CC)),-clang) OPT="-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

# libFuzzer targets (test/fuzz/): the readers (text, JSON, ProgramDesc,
# weights), the YAML loader, the driver and
# one per pass, built with clang under ASan+UBSan. `make fuzz` runs each
# for FUZZ_TIME seconds from the seed corpora (scripts/fuzz-run.sh).
FUZZ_CC ?= clang
FUZZ_BUILD = build/fuzz
FUZZ_OPT = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_TIME ?= 60
# FUZZ_RUNS=N runs N inputs per target from a fixed seed instead (what CI does).
FUZZ_RUNS ?=
# Every pass of passes.def but the test-* ones (they fail on purpose).
FUZZ_PASSES = $(filter-out test-%,$(shell sed -n 's/^PIR_PASS([^,]*, *"\([^"]*\)").*/\1/p' passes/passes.def))

fuzz-build: deps
	$(MAKE) $(FUZZ_BUILD)/libpir.a BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) OPT="$(FUZZ_OPT) -fsanitize=fuzzer-no-link"
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-reader test/fuzz/fuzz_reader.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-json test/fuzz/fuzz_json.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-programdesc test/fuzz/fuzz_programdesc.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-weights test/fuzz/fuzz_weights.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-yaml test/fuzz/fuzz_yaml.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -Dmain=pirOptMain -o $(FUZZ_BUILD)/fuzz-driver test/fuzz/fuzz_driver.c $(TOOL_SRCS) $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -Dmain=pirOptMain -o $(FUZZ_BUILD)/fuzz-reproducer test/fuzz/fuzz_reproducer.c $(TOOL_SRCS) $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -Dmain=pirOptMain -o $(FUZZ_BUILD)/fuzz-output test/fuzz/fuzz_output.c $(TOOL_SRCS) $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -o $(FUZZ_BUILD)/fuzz-oom test/fuzz/fuzz_oom.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)
	for p in $(FUZZ_PASSES); do \
		$(FUZZ_CC) $(CFLAGS_BASE) $(FUZZ_OPT) -fsanitize=fuzzer -DFUZZ_PASS=\"$$p\" -o $(FUZZ_BUILD)/fuzz-pass-$$p test/fuzz/fuzz_pass.c $(FUZZ_BUILD)/libpir.a $(LDFLAGS) $(LDLIBS) || exit 1; \
	done

fuzz: fuzz-build
	FUZZ_RUNS=$(FUZZ_RUNS) sh scripts/fuzz-run.sh $(FUZZ_TIME)

# Every corpus program and test input through valgrind's memcheck (reads of
# uninitialised memory, which ASan does not see, and leaks).
valgrind: all
	sh scripts/valgrind-corpus.sh $(BUILD)/pir-opt

# `make run` shows what the passes did (their statistics and the op count
# before and after); the optimized program goes to build/run.pir.
RUN_INPUT = lit-tests/Inputs/paddle-dumps/05_paddle_simple_llama_config_2024-04-10_builtin_tensor.pir
count_ops = grep -cE '^ *(\(.*\) = )?"[a-z_]+\.' $(1)
run: deps
	@$(MAKE) --no-print-directory all
	@echo "pir-opt --cse --dce --pass-statistics $(RUN_INPUT) -o $(BUILD)/run.pir"
	@$(BUILD)/pir-opt --cse --dce --pass-statistics $(RUN_INPUT) -o $(BUILD)/run.pir 2>&1
	@echo "$$($(call count_ops,$(RUN_INPUT))) ops before, $$($(call count_ops,$(BUILD)/run.pir)) after; result in $(BUILD)/run.pir"

# The I/O floor programs bench/run.sh measures pir-opt against.
BENCH_FLOORS = $(BUILD)/bench/floor-tokens $(BUILD)/bench/floor-copy
$(BUILD)/bench/floor-%: bench/floor_%.c
	@mkdir -p $(@D)
	$(call say,LD,$@)
	$(Q)$(CC) $(CFLAGS_BASE) $(CFLAGS) -o $@ $<

bench-floors: $(BENCH_FLOORS)

bench: all $(BENCH_FLOORS)
	FLOOR_DIR=$(abspath $(BUILD))/bench sh bench/run.sh $(BENCH_ARGS)

clean:
	rm -rf build

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# ---------------------------------------------------------------- install
# `make install [PREFIX=/usr/local] [DESTDIR=...]` installs the tool, the
# library (shared, with a versioned soname, and static), the headers of
# pir.h, pir.pc, the man pages, the language server, bash completion, the dialect YAML files,
# editor support, the documentation and the Python module (install-python,
# below); `make uninstall` removes them.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
VERSION := $(shell sed -n 's/^\#define PIR_VERSION "\(.*\)"/\1/p' lib/pir.h)
SOMAJOR = $(firstword $(subst ., ,$(VERSION)))
SONAME = libpir.so.$(SOMAJOR)
# The headers pir.h pulls in (all of lib/, found by the preprocessor).
# Installed under include/pir/ with their folders (lib/ir/ir.h as
# pir/ir/ir.h), so the relative includes between them still resolve.
PUBLIC_HEADERS = $(sort $(abspath $(filter lib/%.h,$(shell $(CC) -I. -MM -MT x lib/pir.h 2>/dev/null))))
PUBLIC_HEADERS_REL = $(patsubst $(abspath lib)/%,%,$(PUBLIC_HEADERS))
INSTALL = install

.PHONY: install uninstall check-packaging dist distcheck check-deb

# `make dist`: the source tarball of the committed tree (HEAD), named after
# PIR_VERSION; `make distcheck` unpacks it elsewhere and runs `make check`
# there (in a folder others can enter, so the tests that run pir-opt as
# nobody run there too); `make check-deb` builds the Debian packages (debian/) from a clone
# of HEAD with dpkg-buildpackage and runs what they install (scripts/test-deb.sh).
DIST = pir-opt-$(VERSION)
dist:
	@mkdir -p $(BUILD)
	git archive --format=tar --prefix=$(DIST)/ HEAD | gzip -9n > $(BUILD)/$(DIST).tar.gz
	@echo "dist: $(BUILD)/$(DIST).tar.gz"

distcheck: dist
	$(Q)dir=$$(mktemp -d) && chmod 755 $$dir && tar -xzf $(BUILD)/$(DIST).tar.gz -C $$dir && \
		$(MAKE) -C $$dir/$(DIST) check && rm -rf $$dir && echo "distcheck: $(DIST).tar.gz builds and passes make check unpacked"

check-deb:
	$(Q)sh scripts/test-deb.sh

all: $(BUILD)/libpir.so.$(VERSION)

# The shared library needs position-independent objects; no semantic
# interposition keeps calls inside the library direct (and inlinable);
# hidden visibility exports only what the installed headers mark (pir_api.h).
# The stamp rebuilds objects compiled before these flags (its name changes with them).
$(LIB_OBJS): ALL_CFLAGS += -fPIC -fno-semantic-interposition -fvisibility=hidden
$(LIB_OBJS): $(BUILD)/pic-hidden.stamp
$(BUILD)/pic-hidden.stamp:
	@mkdir -p $(@D)
	@touch $@

$(BUILD)/libpir.so.$(VERSION): $(LIB_OBJS)
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -shared -Wl,-soname,$(SONAME) -o $@ $(LIB_OBJS) $(LDFLAGS) $(LDLIBS)

# ---------------------------------------------------------------- python
# The `pir` Python module (lib/python/, docs/python.md), a library user like
# any other: compiled without PIR_BUILDING_PIR (every accessor is a call into
# the library), including only the installed headers, linked to libpir.so,
# which it finds next to itself (a soname link in build/python, rpath $ORIGIN).
# PYTHON is Debian's interpreter (python3-dev, python3-pytest) when present.
PYTHON ?= $(or $(wildcard /usr/bin/python3),python3)
PY_CFLAGS = $(shell $(PYTHON) -c 'import sysconfig; print("-I" + sysconfig.get_paths()["include"])')
PY_SRCS = $(wildcard lib/python/*.c)
PY_OBJS = $(PY_SRCS:lib/python/%.c=$(BUILD)/python/%.o)
PY_MODULE = $(BUILD)/python/pir.so

python: $(PY_MODULE)

$(BUILD)/python/%.o: lib/python/%.c
	@mkdir -p $(@D)
	$(call say,CC,$<)
	$(Q)$(CC) -std=c11 -Wall -Wextra $(WERROR) -Wno-missing-field-initializers -D_GNU_SOURCE -g -fPIC -fvisibility=hidden \
		$(PY_CFLAGS) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(PY_MODULE): $(PY_OBJS) $(BUILD)/libpir.so.$(VERSION)
	$(call say,LD,$@)
	$(Q)ln -sf ../libpir.so.$(VERSION) $(BUILD)/python/$(SONAME)
	$(Q)$(CC) -shared -o $@ $(PY_OBJS) $(BUILD)/libpir.so.$(VERSION) -Wl,-rpath,'$$ORIGIN' $(LDFLAGS)

# The pytest suite (test/python/), run by `make check`. Under the sanitizers
# (`make check-asan`) the module and libpir.so are instrumented and Python is
# not, so the sanitizer's runtime is preloaded (gcc's or clang's), without
# leak checks (the interpreter keeps memory until it exits); the tests drop
# the preload for the pir-opt they run.
# clang's runtime is asked for first: clang also finds gcc's libasan.so,
# which lacks the UBSan handlers clang's instrumentation calls.
PY_SAN_RUNTIME = $(if $(findstring -fsanitize=address,$(CFLAGS)),$(firstword $(wildcard \
	$(shell $(CC) -print-file-name=libclang_rt.asan-x86_64.so) $(shell $(CC) -print-file-name=libasan.so))))
check-python: $(PY_MODULE) $(BUILD)/pir-opt
	$(if $(PY_SAN_RUNTIME),LD_PRELOAD=$(PY_SAN_RUNTIME) ASAN_OPTIONS=detect_leaks=0) \
	PIR_OPT_BUILD=$(abspath $(BUILD)) PYTHONPATH=$(abspath $(BUILD))/python PIR_PIP_MAKE_ARGS="'CFLAGS=$(CFLAGS)'" \
	$(PYTHON) -m pytest -q -p no:cacheprovider test/python

# `make install-python [PREFIX=...] [PYTHONDIR=...] [DESTDIR=...]`: the module,
# relinked without the build tree's rpath (it finds libpir.so.0 where
# `make install` puts it), named for PYTHON's ABI (pir.cpython-311-x86_64-
# linux-gnu.so: another Python refuses it with an ImportError), into Debian's
# dist-packages for PREFIX=/usr, else PREFIX's site directory of PYTHON's
# version. `make install` runs it when Python's headers are there
# (python3-dev); PYTHON_MODULE=no leaves the module out, PYTHON_MODULE=yes
# insists on it.
PY_VERSION = $(shell $(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])')
PY_EXT_SUFFIX = $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX") or ".so")')
PY_HEADERS = $(wildcard $(patsubst -I%,%,$(PY_CFLAGS))/Python.h)
PYTHON_MODULE ?= $(if $(PY_HEADERS),yes,no)
PYTHONDIR ?= $(if $(filter /usr,$(PREFIX)),/usr/lib/python3/dist-packages,$(PREFIX)/lib/python$(PY_VERSION)/dist-packages)

$(BUILD)/python/install/pir.so: $(PY_OBJS) $(BUILD)/libpir.so.$(VERSION)
	@mkdir -p $(@D)
	$(call say,LD,$@)
	$(Q)$(CC) -shared -o $@ $(PY_OBJS) $(BUILD)/libpir.so.$(VERSION) $(LDFLAGS)

install-python: $(BUILD)/python/install/pir.so
	$(INSTALL) -d $(DESTDIR)$(PYTHONDIR)
	$(INSTALL) -m 644 $(BUILD)/python/install/pir.so $(DESTDIR)$(PYTHONDIR)/pir$(PY_EXT_SUFFIX)

uninstall-python:
	rm -f $(DESTDIR)$(PYTHONDIR)/pir$(PY_EXT_SUFFIX)

# A module that carries the library in itself (libpir.a linked in), for
# `python3 -m pip install --no-build-isolation .` (pyproject.toml, whose
# build backend scripts/pip_backend.py runs this target and packs the wheel).
# Linked with CFLAGS: a sanitizer build's module then names its runtimes.
$(BUILD)/python/standalone/pir.so: $(PY_OBJS) $(BUILD)/libpir.a
	@mkdir -p $(@D)
	$(call say,LD,$@)
	$(Q)$(CC) $(CFLAGS) -shared -o $@ $(PY_OBJS) $(BUILD)/libpir.a $(LDFLAGS) $(LDLIBS)

python-standalone: $(BUILD)/python/standalone/pir.so

.PHONY: python check-python install-python uninstall-python python-standalone

install: all $(if $(filter yes,$(PYTHON_MODULE)),$(BUILD)/python/install/pir.so)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCLUDEDIR)/pir \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(DATADIR)/bash-completion/completions \
		$(DESTDIR)$(DATADIR)/pir/dialects $(DESTDIR)$(DATADIR)/pir/editors/vscode $(DESTDIR)$(DATADIR)/doc/pir \
		$(DESTDIR)$(DATADIR)/vim/vimfiles/syntax $(DESTDIR)$(DATADIR)/vim/vimfiles/ftdetect
	$(INSTALL) -m 755 $(BUILD)/pir-opt $(DESTDIR)$(BINDIR)/pir-opt
	$(INSTALL) -m 755 $(BUILD)/pir-lsp-server $(DESTDIR)$(BINDIR)/pir-lsp-server
	$(INSTALL) -m 755 $(BUILD)/libpir.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libpir.so.$(VERSION)
	ln -sf libpir.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libpir.so
	$(INSTALL) -m 644 $(BUILD)/libpir.a $(DESTDIR)$(LIBDIR)/libpir.a
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@VERSION@|$(VERSION)|' tool/pir.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/pir.pc
	chmod 644 $(DESTDIR)$(LIBDIR)/pkgconfig/pir.pc
	for h in $(PUBLIC_HEADERS_REL); do $(INSTALL) -D -m 644 lib/$$h $(DESTDIR)$(INCLUDEDIR)/pir/$$h || exit 1; done
	$(INSTALL) -m 644 docs/pir-opt.1 $(DESTDIR)$(MANDIR)/man1/pir-opt.1
	$(INSTALL) -m 644 docs/pir-lsp-server.1 $(DESTDIR)$(MANDIR)/man1/pir-lsp-server.1
	$(INSTALL) -m 644 tool/pir-opt.bash-completion $(DESTDIR)$(DATADIR)/bash-completion/completions/pir-opt
	$(INSTALL) -m 644 $(DIALECT_YAML) $(DESTDIR)$(DATADIR)/pir/dialects/
	$(INSTALL) -m 644 tool/editors/pir.tmLanguage.json $(DESTDIR)$(DATADIR)/pir/editors/
	$(INSTALL) -m 644 tool/editors/pir.tmLanguage.json tool/editors/vscode/package.json \
		tool/editors/vscode/language-configuration.json tool/editors/vscode/extension.js \
		$(DESTDIR)$(DATADIR)/pir/editors/vscode/
	$(INSTALL) -m 644 tool/editors/nvim/pir-lsp.lua $(DESTDIR)$(DATADIR)/pir/editors/
	$(INSTALL) -m 644 tool/editors/vim/syntax/pir.vim $(DESTDIR)$(DATADIR)/vim/vimfiles/syntax/pir.vim
	$(INSTALL) -m 644 tool/editors/vim/ftdetect/pir.vim $(DESTDIR)$(DATADIR)/vim/vimfiles/ftdetect/pir.vim
	$(INSTALL) -m 644 docs/*.md $(DESTDIR)$(DATADIR)/doc/pir/
ifeq ($(PYTHON_MODULE),yes)
	$(MAKE) --no-print-directory install-python
endif

uninstall: uninstall-python
	rm -f $(DESTDIR)$(BINDIR)/pir-opt $(DESTDIR)$(BINDIR)/pir-lsp-server $(DESTDIR)$(LIBDIR)/libpir.so.$(VERSION) \
		$(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libpir.so $(DESTDIR)$(LIBDIR)/libpir.a \
		$(DESTDIR)$(LIBDIR)/pkgconfig/pir.pc $(DESTDIR)$(MANDIR)/man1/pir-opt.1 $(DESTDIR)$(MANDIR)/man1/pir-lsp-server.1 \
		$(DESTDIR)$(DATADIR)/bash-completion/completions/pir-opt \
		$(DESTDIR)$(DATADIR)/vim/vimfiles/syntax/pir.vim $(DESTDIR)$(DATADIR)/vim/vimfiles/ftdetect/pir.vim
	rm -rf $(DESTDIR)$(INCLUDEDIR)/pir $(DESTDIR)$(DATADIR)/pir $(DESTDIR)$(DATADIR)/doc/pir

# Run by `make check`: install into a scratch DESTDIR and build the example
# against it with pkg-config; the editor grammars against the corpus.
check-packaging: all
	$(Q)BUILD=$(BUILD) CC="$(CC)" CFLAGS="$(CFLAGS)" MAKE="$(MAKE)" PYTHON="$(PYTHON)" PY_PRELOAD="$(PY_SAN_RUNTIME)" sh scripts/test-install.sh
	$(Q)python3 scripts/test-editors.py

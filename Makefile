# Makefile for pir-opt: `make` builds build/pir-opt and build/libpir.a,
# `make check` runs the unit and lit tests, `make check-asan` runs them
# again under AddressSanitizer and UndefinedBehaviorSanitizer, `make run`
# runs pir-opt on a bundled example, `make bench` runs the benchmark.

CC ?= cc
BUILD ?= build
OPT ?= -O2
CFLAGS_BASE = -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -g -I.
CFLAGS ?= $(OPT)
ALL_CFLAGS = $(CFLAGS_BASE) $(CFLAGS) -MMD -MP
LDLIBS = -lyaml -lm

LIB_SRCS = $(wildcard lib/*.c) $(wildcard dialects/*.c) $(wildcard passes/*.c)
TOOL_SRCS = $(wildcard tool/*.c)
TEST_SRCS = $(wildcard test/*.c)
DIALECT_YAML = $(sort $(wildcard dialects/*.yaml))

CORE_OBJS = $(filter-out $(BUILD)/dialects/builtin_tables.o,$(LIB_SRCS:%.c=$(BUILD)/%.o))
LIB_OBJS = $(LIB_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/gen/dialect_tables.o
TOOL_OBJS = $(TOOL_SRCS:%.c=$(BUILD)/%.o)
TEST_OBJS = $(TEST_SRCS:%.c=$(BUILD)/%.o)

# Quiet build: rules print "  CC lib/x.o"; `make V=1` shows the commands.
V ?= 0
Q = $(if $(filter 1,$(V)),,@)
say = $(if $(filter 1,$(V)),,@printf '  %-4s %s\n' $(1) $(2))

LIT = python3 /usr/lib/llvm-14/build/utils/lit/lit.py
LITFLAGS ?= -sv

.PHONY: all check check-unit check-lit check-asan run bench deps clean

all: $(BUILD)/pir-opt $(BUILD)/libpir.a

$(BUILD)/libpir.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	$(call say,AR,$@)
	$(Q)rm -f $@
	$(Q)ar rcs $@ $^

$(BUILD)/pir-opt: $(TOOL_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(TOOL_OBJS) $(BUILD)/libpir.a $(LDLIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(call say,CC,$<)
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The YAML op definitions are compiled to C tables at build time by a
# generator linked against the library itself (minus those tables).
$(BUILD)/gen-dialect-tables: $(BUILD)/dialects/gen/gen_tables.o $(CORE_OBJS)
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/gen/dialect_tables.c: $(BUILD)/gen-dialect-tables $(DIALECT_YAML)
	@mkdir -p $(@D)
	$(call say,GEN,$@)
	$(Q)$(BUILD)/gen-dialect-tables $(DIALECT_YAML) > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/dialect_tables.o: $(BUILD)/gen/dialect_tables.c
	$(call say,CC,$<)
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/unit-tests: $(TEST_OBJS) $(BUILD)/libpir.a
	$(call say,LD,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(TEST_OBJS) $(BUILD)/libpir.a $(LDLIBS) -lcriterion

deps:
	@sh scripts/install-deps.sh

check: deps
	$(MAKE) all $(BUILD)/unit-tests
	$(BUILD)/unit-tests --jobs 2
	PIR_OPT_BUILD=$(abspath $(BUILD)) $(LIT) $(LITFLAGS) lit-tests

check-unit: $(BUILD)/unit-tests
	$(BUILD)/unit-tests --jobs 2

check-lit: all
	PIR_OPT_BUILD=$(abspath $(BUILD)) $(LIT) $(LITFLAGS) lit-tests

# Sanitizer build in its own directory; Criterion forks, so leak checks run per test.
# clang gets its own directory: `make check-asan CC=clang` (its UBSan checks more).
check-asan:
	$(MAKE) check BUILD=build/asan$(if $(findstring clang,$(CC)),-clang) OPT="-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

# `make run` shows what the passes did (their statistics and the op count
# before and after); the optimized program goes to build/run.pir.
RUN_INPUT = lit-tests/Inputs/paddle-dumps/05_paddle_simple_llama_config_2024-04-10_builtin_tensor.pir
count_ops = grep -cE '^ *(\(.*\) = )?"[a-z_]+\.' $(1)
run: deps
	@$(MAKE) --no-print-directory all
	@echo "pir-opt --cse --dce --pass-statistics $(RUN_INPUT) -o $(BUILD)/run.pir"
	@$(BUILD)/pir-opt --cse --dce --pass-statistics $(RUN_INPUT) -o $(BUILD)/run.pir 2>&1
	@echo "$$($(call count_ops,$(RUN_INPUT))) ops before, $$($(call count_ops,$(BUILD)/run.pir)) after; result in $(BUILD)/run.pir"

bench: all
	sh bench/run.sh $(BENCH_ARGS)

clean:
	rm -rf build

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# ScreenSpec — three commands:
#   make demo   build screenspec (release) and run it on every example app in Specs/ (output in out/)
#   make test   install what the tests need, then run every test
#   make bench  time check and generate against libyaml and a hello-world (Benchmarks/README.md)
# Each dependency is installed only when it is missing (apt-get, with sudo when not root, or brew).

SWIFT ?= swift
PYTHON ?= python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# On Linux the release tool links the Swift runtime and Foundation statically: it then runs
# on a machine without a Swift toolchain and starts in about half the time (no symbol lookups in
# a dozen shared libraries). Apple platforms ship the runtime in the OS. The linker's warning
# that `mktemp` is dangerous comes from the toolchain's static Foundation, not from screenspec.
# A toolchain without the static libraries builds the usual dynamically linked tool.
STATIC := $(shell [ "$$(uname -s)" = Linux ] \
	&& [ -e "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/../lib/swift_static/linux/libswiftCore.a" ] \
	&& echo --static-swift-stdlib)
APPS := $(patsubst %/,%,$(sort $(wildcard Specs/*/)))

.PHONY: all build release demo test test-examples bench deps test-deps templates clean

all: build

## build: debug build of every target
build: deps
	$(SWIFT) build

## release: optimised build of the screenspec tool (Swift runtime linked in on Linux)
release: deps
	$(SWIFT) build -c release --product screenspec $(STATIC)

## demo: run the compiler on every example app: check, generate, scaffold, graph and docs into out/
demo: release
	@bin="$$($(SWIFT) build -c release --show-bin-path)/screenspec"; \
	for app in $(APPS); do \
	  name=$$(basename "$$app"); out="out/$$name"; \
	  echo "$$ screenspec check $$app"; \
	  "$$bin" check "$$app" || exit $$?; \
	  echo "$$ screenspec generate $$app --output $$out/Generated"; \
	  "$$bin" generate "$$app" --output "$$out/Generated" || exit $$?; \
	  echo "$$ screenspec scaffold $$app --output $$out/App"; \
	  "$$bin" scaffold "$$app" --output "$$out/App" >/dev/null || exit $$?; \
	  echo "$$ screenspec graph $$app --format dot --output $$out/graph.dot"; \
	  "$$bin" graph "$$app" --format dot --output "$$out/graph.dot" || exit $$?; \
	  echo "$$ screenspec docs $$app --output $$out/docs --html"; \
	  "$$bin" docs "$$app" --output "$$out/docs" --html || exit $$?; \
	done; \
	echo "generated code, skeletons, graphs and docs of every example are in out/"

## test: every test target (SARIF schema, Graphviz and generated-code tests included), then
## the example packages
test: deps test-deps
	$(SWIFT) test
	$(MAKE) test-examples

## test-examples: build Examples/CitiesApp with the build plugin and run its tests (its build
## folder lives under .build/, so a CI cache of .build/ keeps it)
test-examples: deps
	$(SWIFT) test --package-path Examples/CitiesApp --scratch-path .build/examples/CitiesApp

## bench: time check and generate on synthetic specs of 500 to 50,000 screens
bench: deps
	Benchmarks/run.sh

## deps: libyaml (and pkg-config, which finds it), the tool's only dependency
deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
	  echo "installing libyaml"; \
	  if command -v apt-get >/dev/null 2>&1; then \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libyaml-dev pkg-config; \
	  elif command -v brew >/dev/null 2>&1; then \
	    brew install libyaml pkg-config; \
	  else \
	    echo "error: install libyaml (apt: libyaml-dev, brew: libyaml) and pkg-config" >&2; exit 1; \
	  fi; \
	fi

## test-deps: python3 with jsonschema and yaml (validate SARIF output and the spec schema),
## Graphviz (checks DOT output)
test-deps:
	@if ! $(PYTHON) -c 'import jsonschema, yaml' >/dev/null 2>&1; then \
	  echo "installing jsonschema and pyyaml"; \
	  if ! $(PYTHON) -m pip --version >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3 python3-pip; \
	  fi; \
	  $(PYTHON) -m pip install --quiet --user jsonschema pyyaml 2>/dev/null \
	    || $(PYTHON) -m pip install --quiet --user --break-system-packages jsonschema pyyaml; \
	fi
	@if ! command -v dot >/dev/null 2>&1; then \
	  echo "installing graphviz"; \
	  if command -v apt-get >/dev/null 2>&1; then \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq graphviz; \
	  elif command -v brew >/dev/null 2>&1; then \
	    brew install graphviz; \
	  else \
	    echo "warning: graphviz not found; the DOT tests will be skipped" >&2; \
	  fi; \
	fi

## templates: write Templates/ into EmbeddedTemplates.swift and the readers of the template and docs contexts into ContextLookups.swift and DocsContextLookups.swift (after editing a template or the context)
templates:
	$(SWIFT) run embed-templates Templates Sources/ScreenSpec/Generation/EmbeddedTemplates.swift
	$(SWIFT) run context-lookups Sources/ScreenSpec/Generation/ContextLookups.swift Sources/ScreenSpec/Generation/TemplateContext*.swift
	$(SWIFT) run context-lookups Sources/ScreenSpec/Graph/DocsContextLookups.swift Sources/ScreenSpec/Graph/DocsContext.swift

clean:
	$(SWIFT) package clean

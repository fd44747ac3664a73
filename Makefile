# beeptest — build, run, test, measure, install.
# `make run` runs a test in the terminal; `make test` runs the test suite. Both install
# libasound2-dev first when it is missing (Debian), so a fresh machine needs nothing else.

SWIFT    ?= swift
PREFIX   ?= /usr/local
PROFILE  ?= msft-20m
CONFIG   ?= release
BIN       = .build/$(CONFIG)/beeptest
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test bench clean

all: build

# alsa-lib's headers and pkg-config file, for the CALSA system library target.
deps:
	@pkg-config --exists alsa 2>/dev/null || { \
	  echo "installing libasound2-dev (ALSA headers)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libasound2-dev pkg-config; }

build: deps
	$(SWIFT) build -c $(CONFIG)

run: build
	$(BIN) show $(PROFILE)

test: deps
	$(SWIFT) test

# Render speed against dd and sox (release build; RUNS=7 rounds by default). Goal: within 3x of dd.
bench: CONFIG = release
bench: build
	scripts/bench-render.sh $(BIN)

clean:
	rm -rf .build

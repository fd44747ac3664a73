# beeptest — build, run, test, measure, install.
# `make run` runs a test in the terminal; `make test` runs the test suite. Both install
# libasound2-dev first when it is missing (Debian), so a fresh machine needs nothing else.

SWIFT    ?= swift
PREFIX   ?= /usr/local
PROFILE  ?= msft-20m
CONFIG   ?= release
BIN       = .build/$(CONFIG)/beeptest
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build run test timing timing-deps clean

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

# The timing rig's sound server, recorder, ALSA `pulse` device and player (Debian packages).
timing-deps:
	@command -v pulseaudio >/dev/null && command -v parec >/dev/null && command -v python3 >/dev/null \
	  && aplay -L 2>/dev/null | grep -qx pulse || { \
	  echo "installing pulseaudio, pulseaudio-utils, libasound2-plugins, alsa-utils (timing rig)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    pulseaudio pulseaudio-utils libasound2-plugins alsa-utils python3; }

# Real-time timing rig (scripts/timing/README.md): plays the test through a private PulseAudio null sink,
# records it and measures every cue to the sample, idle, with the CPUs busy and across a frozen process.
# TIMING_PROFILE picks the profile (default: the rig's own ~40 s one); CONDITIONS=... picks conditions.
TIMING_PROFILE ?=
timing: deps timing-deps
	$(SWIFT) build -c release
	python3 -m unittest discover -s scripts/timing
	PROFILE="$(TIMING_PROFILE)" BEEPTEST=.build/release/beeptest scripts/timing/run.sh

clean:
	rm -rf .build

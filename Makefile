# beeptest — build, run, test, measure, install.
# `make run` runs a test in the terminal; `make test` runs the test suite. Both install what they
# need first when it is missing (Debian: the build's libraries, and for the tests the programs they
# run), so a fresh machine with the Swift toolchain needs nothing else.

SWIFT    ?= swift
PREFIX   ?= /usr/local
# Where zsh looks for completions on Debian: packages' files in vendor-completions under /usr,
# the administrator's in site-functions under /usr/local (both are on Debian zsh's fpath).
ZSHDIR   ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/share/zsh/vendor-completions,$(PREFIX)/share/zsh/site-functions)
PROFILE  ?= msft-20m
CONFIG   ?= release
BIN       = .build/$(CONFIG)/beeptest
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps build catalogues pot docs run test lint bench timing timing-deps longrun clean install uninstall fuzz deb deb-check

all: build

# alsa-lib's, libsamplerate's and libxlsxwriter's headers and pkg-config files, for the CALSA,
# CSampleRate and CXLSXWriter system library targets, espeak-ng, the program that speaks the
# calls (recommended: without it a run plays beeps alone and says so), and gettext's msgfmt, which
# compiles the catalogues of messages (po/*.po; glibc reads them, nothing is linked).
deps:
	@{ pkg-config --exists alsa samplerate xlsxwriter 2>/dev/null && command -v espeak-ng >/dev/null \
	  && command -v msgfmt >/dev/null; } || { \
	  echo "installing libasound2-dev, libsamplerate0-dev, libxlsxwriter-dev, espeak-ng and gettext"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    libasound2-dev libsamplerate0-dev libxlsxwriter-dev pkg-config espeak-ng gettext; }

build: deps
	$(SWIFT) build -c $(CONFIG)
	@$(MAKE) -s catalogues

# The catalogues compiled beside the build, where the program looks for them: share/locale above
# the folder of its binary (.build/<triple>/share/locale here, /usr/share/locale once installed).
catalogues:
	scripts/po/compile.sh "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/../share/locale"

# The template of the messages (po/beeptest.pot) made again from the sources, after a message
# changed; then `msgmerge -U po/LANG.po po/beeptest.pot` for each language (README, "Adding a language").
pot:
	scripts/po/messages.py pot

# The man page and the shell completions, made from the commands' declarations
# (Sources/beeptest/Commands/*: each command's `spec`; shared options in Sources/beeptest/Options/). A test fails when the committed copies drift.
docs: build
	$(BIN) --generate-manual share/man/beeptest.1.in > share/man/beeptest.1
	$(BIN) --generate-completion-script bash > share/completions/beeptest.bash
	$(BIN) --generate-completion-script zsh > share/completions/_beeptest

# A test in the terminal view: PROFILE is an id or a file, RUN_OPTIONS more options for `run`
# (--countdown 3, --start-level 5, --athletes "Ann,Bob"). Silent where no audio device opens.
RUN_OPTIONS ?=
run: build
	@scripts/make-run.sh $(BIN) $(PROFILE) $(RUN_OPTIONS)

# The programs the tests run besides the build's (`deps`), as PROGRAM:PACKAGE: tmux drives the real binary
# in a terminal, zsh parses the completion script, chromium draws the class report, sox makes the sound
# packs' odd WAV files, setpriv drops root for a permission test, man renders the installed man page
# (scripts/check-install.sh, after the tests in .ci/run), poppler's pdfinfo reads the pages printed to
# PDF, localedef makes the seven languages' locales the tests run the program in (from the data of
# Debian's `locales`, into a folder of the build's, as any user may), libasound2-plugins' pulse PCM lets a
# test name an unreachable sound server (no daemon needed). TEST_PYTHON_MODULES the same
# for python3's: openpyxl reads the spreadsheets back. Only the missing ones are installed.
TEST_PROGRAMS = tmux:tmux zsh:zsh chromium:chromium sox:sox setpriv:util-linux unshare:util-linux man:man-db \
  /usr/bin/python3:python3 pdfinfo:poppler-utils /usr/share/i18n/locales/fr_FR:locales \
  /usr/share/alsa/alsa.conf.d/50-pulseaudio.conf:libasound2-plugins
TEST_PYTHON_MODULES = openpyxl:python3-openpyxl
test-deps: deps
	@missing=""; for pair in $(TEST_PROGRAMS); do \
	  { command -v "$${pair%%:*}" >/dev/null || [ -e "$${pair%%:*}" ]; } || missing="$$missing $${pair#*:}"; done; \
	for pair in $(TEST_PYTHON_MODULES); do \
	  /usr/bin/python3 -c "import $${pair%%:*}" 2>/dev/null || missing="$$missing $${pair#*:}"; done; \
	[ -z "$$missing" ] || { echo "installing$$missing (programs the tests run)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; }

# The tests, after the formatter's lint (.swift-format): a change that is not formatted fails here, so
# the tree stays as `swift format format -i -r Sources Tests Fuzz Package.swift` leaves it. The full-disk
# tests mount a small tmpfs: as root they run with the rest; as an ordinary user they run after the rest,
# in a user and mount namespace of their own (`unshare`, util-linux), where the user may mount one.
FULL_DISK_TESTS = FullDiskLogTests|FullDiskCLITests
test: test-deps timing-deps lint
	@if [ "$$(id -u)" = 0 ]; then $(SWIFT) test; else \
	  $(SWIFT) test --skip '$(FULL_DISK_TESTS)' && \
	  unshare --user --map-root-user --mount $(SWIFT) test --skip-build --filter '$(FULL_DISK_TESTS)'; fi

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz Package.swift

# Issue 6's measurements side by side (scripts/bench.sh, ~30 min): the render against dd and sox (goal:
# within 3x of dd), a headless live run of msft-20m's first level through the timing rig against aplay
# three pairs in turn (goals: the median pair's CPU within 1.1x of aplay's, peak memory under 24 MiB), the
# start-up of `beeptest list`; then a PASS/FAIL table. Figures stay in .build/bench/.
# The benchmarks measure the binary `make install` installs: the Swift runtime linked statically
# (it saves some 2 ms of dynamic linking at each start, a share of a short run's CPU).
bench: CONFIG = release
bench: deps timing-deps
	$(SWIFT) build -c release --static-swift-stdlib --product beeptest
	@$(MAKE) -s catalogues CONFIG=release
	@command -v sox >/dev/null || { echo "installing sox (render benchmark)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sox; }
	scripts/bench.sh $(BIN)

# The timing rig's sound server, recorder, ALSA `pulse` device and player (Debian packages), and the session
# bus its private PipeWire's WirePlumber needs. PipeWire itself is never installed (its packages replace
# PulseAudio's): scripts/timing/pipewire.sh downloads and unpacks it into .build/pipewire on its first run.
timing-deps:
	@command -v pulseaudio >/dev/null && command -v parec >/dev/null && command -v python3 >/dev/null \
	  && aplay -L 2>/dev/null | grep -qx pulse && command -v dbus-daemon >/dev/null \
	  && [ -e /usr/share/dbus-1/session.conf ] || { \
	  echo "installing pulseaudio, pulseaudio-utils, libasound2-plugins, alsa-utils, dbus-daemon (timing rig)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    pulseaudio pulseaudio-utils libasound2-plugins alsa-utils python3 dbus-daemon dbus-session-bus-common; }

# Real-time timing rig (scripts/timing/README.md): plays the test through a private PulseAudio null sink and
# a private PipeWire's, records it and measures every cue to the sample, idle, with the CPUs busy and across
# a frozen process, and the server lost and back, stopped and suspended (soundloss.py) through each.
# TIMING_PROFILE picks the profile (default: the rig's own ~40 s one); CONDITIONS=... picks
# conditions, SERVERS="pulse pipewire" the sound servers, PW_QUANTUM=4096 PipeWire's quantum (default 1024).
TIMING_PROFILE ?=
timing: deps timing-deps
	$(SWIFT) build -c release
	python3 -m unittest discover -s scripts/timing
	@# The conditions' verdicts, then the server lost and back, stopped, its sink suspended, the player
	@# frozen: soundloss.py through each server of SERVERS (default both; a suspended sink is PulseAudio's
	@# only). A condition that fails does not keep soundloss.py from running; make fails after both.
	PROFILE="$(TIMING_PROFILE)" BEEPTEST=.build/release/beeptest scripts/timing/run.sh; status=$$?; \
	for server in $${SERVERS:-pulse pipewire}; do \
	  python3 scripts/timing/soundloss.py --beeptest .build/release/beeptest --scenario all --server $$server \
	    --json .build/timing/soundloss.$$server.json || status=1; done; exit $$status

# The whole 20 m MSFT (~22 min) in real time through the timing rig, idle: every cue of a full test on
# its frame (scripts/timing/README.md, "Long run"). LONGRUN_CONDITIONS="aplay-idle beeptest-idle" adds
# aplay's figures for the same 22 minutes. Results in .build/longrun/.
LONGRUN_CONDITIONS ?= beeptest-idle
longrun:
	$(MAKE) timing TIMING_PROFILE=msft-20m CONDITIONS="$(LONGRUN_CONDITIONS)" RESULTS=$(CURDIR)/.build/longrun

clean:
	rm -rf .build .fuzz

# The binary links the Swift runtime statically, so it runs where no toolchain is installed;
# it finds its profiles in $(PREFIX)/share/beeptest/profiles from any folder. The README goes to
# $(PREFIX)/share/doc/beeptest and the example sound pack the man page names to
# $(PREFIX)/share/beeptest/examples/sound-pack.
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product beeptest
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/beeptest/profiles \
	  $(DESTDIR)$(PREFIX)/share/beeptest/examples/sound-pack $(DESTDIR)$(PREFIX)/share/doc/beeptest \
	  $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(ZSHDIR)
	install -m 755 .build/release/beeptest $(DESTDIR)$(PREFIX)/bin/beeptest
	install -m 644 Profiles/*.json $(DESTDIR)$(PREFIX)/share/beeptest/profiles/
	install -m 644 Profiles/examples/*.json $(DESTDIR)$(PREFIX)/share/beeptest/examples/
	install -m 644 examples/sound-pack/* $(DESTDIR)$(PREFIX)/share/beeptest/examples/sound-pack/
	install -m 644 README.md $(DESTDIR)$(PREFIX)/share/doc/beeptest/README.md
	install -m 644 share/man/beeptest.1 $(DESTDIR)$(PREFIX)/share/man/man1/beeptest.1
	install -m 644 share/completions/beeptest.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/beeptest
	install -m 644 share/completions/_beeptest $(DESTDIR)$(ZSHDIR)/_beeptest
	scripts/po/compile.sh $(DESTDIR)$(PREFIX)/share/locale

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/beeptest $(DESTDIR)$(PREFIX)/share/man/man1/beeptest.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/beeptest $(DESTDIR)$(ZSHDIR)/_beeptest
	rm -rf $(DESTDIR)$(PREFIX)/share/beeptest $(DESTDIR)$(PREFIX)/share/doc/beeptest
	for lang in $$(grep -v '^#' po/LINGUAS); do rm -f $(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/beeptest.mo; done

# A Debian package (scripts/deb/build.sh) from the static-runtime build: .build/deb/beeptest_VERSION_ARCH.deb,
# its Depends computed from what the binary links. `make deb-check` builds it, runs lintian, installs it
# with apt-get, runs the installed program from another folder and removes it again (root or sudo; not
# part of `make test`).
deb: deps
	$(SWIFT) build -c release --static-swift-stdlib --product beeptest
	scripts/deb/build.sh .build/release/beeptest .build/deb

deb-check: deb
	scripts/deb/check.sh "$$(ls -t .build/deb/beeptest_*.deb | head -1)"

# libFuzzer over the profile loader and the results reader, FUZZ_SECONDS each.
FUZZ_SECONDS ?= 60
fuzz:
	scripts/fuzz.sh $(FUZZ_SECONDS)

#ifndef BEEPTEST_CSAMPLERATE_SHIM_H
#define BEEPTEST_CSAMPLERATE_SHIM_H

/* libsamplerate (Secret Rabbit Code, BSD-2), from Debian's libsamplerate0-dev. Swift calls
   src_simple and src_strerror directly; nothing here needs a shim of its own. */
#include <samplerate.h>

#endif

#include "CALSAShim.h"

#include <alsa/asoundlib.h>
#include <stdarg.h>
#include <stdio.h>

/* The last message, written by alsa-lib's calls on whichever thread made them: the device is
   opened and its hints are read on one thread at a time. */
static char last_error[512];

static void quiet_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    va_list args;
    va_start(args, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, args);
    va_end(args);
}

void beeptest_alsa_silence_errors(void) { snd_lib_error_set_handler(quiet_handler); }

void beeptest_alsa_clear_last_error(void) { last_error[0] = 0; }

const char *beeptest_alsa_last_error_message(void) { return last_error; }

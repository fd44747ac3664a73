#ifndef BEEPTEST_CALSA_SHIM_H
#define BEEPTEST_CALSA_SHIM_H

#include <alsa/asoundlib.h>

/* alsa-lib prints "ALSA lib ..." lines on stderr when a device fails to open. Its error handler is
   variadic, which Swift cannot define, so the quiet handler lives here and keeps the last message
   for the one-line error the program prints itself.
   The buffer is a static local of an inline function: Swift's importer does not emit a header's
   file-scope static variables (the link fails), but it does emit functions and their statics.
   Each Swift file gets its own copy, so call both functions below from a single Swift file. */
static inline char *beeptest_alsa_last_error_buffer(void) {
    static char buffer[512];
    return buffer;
}

static inline void beeptest_alsa_quiet_handler(const char *file, int line, const char *function, int err,
                                               const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err;
    va_list args;
    va_start(args, fmt);
    vsnprintf(beeptest_alsa_last_error_buffer(), 512, fmt, args);
    va_end(args);
}

/** Routes alsa-lib's own diagnostics to a handler that stays quiet. */
static inline void beeptest_alsa_silence_errors(void) {
    snd_lib_error_set_handler((snd_lib_error_handler_t)beeptest_alsa_quiet_handler);
}

/** Forgets the last message, so that the next one read is about what came after. */
static inline void beeptest_alsa_clear_last_error(void) {
    beeptest_alsa_last_error_buffer()[0] = 0;
}

/** The last message alsa-lib reported through the quiet handler (may be empty). */
static inline const char *beeptest_alsa_last_error_message(void) {
    return beeptest_alsa_last_error_buffer();
}

#endif

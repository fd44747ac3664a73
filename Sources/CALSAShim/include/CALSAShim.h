#ifndef BEEPTEST_CALSA_SHIM_H
#define BEEPTEST_CALSA_SHIM_H

/* alsa-lib prints "ALSA lib ..." lines on stderr when a device fails to open. Its error handler is
   variadic, which Swift cannot define, so the quiet handler is C (shim.c, compiled once) and keeps
   the last message for the one-line error the program prints itself. The three functions below
   may be called from any Swift file: there is one buffer. */

/** Routes alsa-lib's own diagnostics to a handler that stays quiet. */
void beeptest_alsa_silence_errors(void);

/** Forgets the last message, so that the next one read is about what came after. */
void beeptest_alsa_clear_last_error(void);

/** The last message alsa-lib reported through the quiet handler (may be empty). */
const char *beeptest_alsa_last_error_message(void);

#endif

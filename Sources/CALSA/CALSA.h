#ifndef BEEPTEST_CALSA_H
#define BEEPTEST_CALSA_H

/* alsa-lib as it is. The program's own C beside it (the quiet error handler) is compiled once, in
   the CALSAShim target. */
#include <alsa/asoundlib.h>

#endif
